package org.example.consumer;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.pie.Pie;
import java.nio.file.Path;

/** Reads a PIE file, writes it as IQM, prints what IQM does not hold, and reads the IQM back. */
public final class PieToIqm {
    private PieToIqm() {
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Model model = Pie.reader().read(in);                       // a format's own entry point
        Diagnostics losses = new Diagnostics();
        ModelIO.write(model, out, WriteOptions.DEFAULTS, losses); // any format on the module path, by extension
        for (Diagnostic d : losses.all()) {
            System.out.println("report: " + d.message());
        }
        Model back = ModelIO.read(out);
        System.out.println(in.getFileName() + " -> " + out.getFileName() + ": " + back.meshes().size() + " meshes, "
                + back.triangleCount() + " triangles (the PIE had " + model.triangleCount() + ")");
        if (back.triangleCount() != model.triangleCount()) {
            throw new AssertionError("the IQM lost triangles");
        }
    }
}
