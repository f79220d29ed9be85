// Reads OBJ files with meshport and writes them again (with their MTL) into out/, printing
// "name meshes triangles materials" for each, for import_check.py to compare with Blender.
//   java -cp "$(cat cp.txt):/work/main/obj/target/classes" Rewrite.java a.obj b.obj ...
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.obj.Obj;
import java.nio.file.Path;
import java.util.TreeSet;

public class Rewrite {
    public static void main(String[] args) throws Exception {
        for (String a : args) {
            Path in = Path.of(a);
            Model m = Obj.reader().read(in);
            Path out = Path.of("out").resolve(in.getFileName());
            Obj.writer().write(m, out);
            TreeSet<String> materials = new TreeSet<>();
            for (Mesh mesh : m.meshes()) {
                if (!mesh.material().isEmpty()) materials.add(mesh.material());
            }
            System.out.println(out.getFileName() + " " + m.meshes().size() + " " + m.triangleCount() + " " + materials);
        }
    }
}
