package io.meshport.cli.report;

import io.meshport.cli.files.InputFile;
import io.meshport.harness.JsonText;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.Severity;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The conversion report of {@code meshport convert --report} for one conversion: the writer's exact
 * conversions and losses ({@link Severity#CONVERSION}, {@link Severity#LOSS}), its other notes, and
 * the readers' warnings, as text or as one JSON object.
 *
 * @param style {@code text} or {@code json}
 * @param inputs the input files as given
 * @param inFormat the format --from names, or null to detect each input's
 */
public record ConvertReport(String style, List<String> inputs, String inFormat, Path out, String outFormat) {
    /** Prints the report on {@code stdout}; {@code through} names what was converted: the model or the document. */
    public void print(PrintWriter stdout, String through, Diagnostics notes, Diagnostics written) throws IOException {
        List<Object> inputList = new ArrayList<>();
        for (String file : inputs) {
            Map<String, Object> input = new LinkedHashMap<>();
            input.put("file", file);
            input.put("format", InputFile.format(Path.of(file), inFormat, new Diagnostics(0)).name());
            inputList.add(input);
        }
        Map<String, Object> output = new LinkedHashMap<>();
        output.put("file", out.toString());
        output.put("format", outFormat);
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("inputs", inputList);
        r.put("output", output);
        r.put("through", through);
        r.put("converted", messages(written, Severity.CONVERSION));
        r.put("lost", losses(written));
        r.put("notes", messages(written, Severity.WARNING));
        List<Object> read = new ArrayList<>();
        notes.all().forEach(d -> read.add(d.toString()));
        r.put("readerWarnings", read);
        if (style.equals("json")) {
            stdout.println(JsonText.write(r));
        } else {
            StringBuilder b = new StringBuilder();
            for (Object input : inputList) {
                Map<?, ?> in = (Map<?, ?>) input;
                b.append(in.get("file")).append(" (").append(in.get("format")).append(") ");
            }
            b.append("-> ").append(out).append(" (").append(outFormat).append("), through the ").append(through);
            stdout.println(b);
            for (String kind : List.of("converted", "lost", "notes")) {
                for (Object m : (List<?>) r.get(kind)) {
                    Object line = m instanceof Map<?, ?> loss ? loss.get("message") : m;
                    stdout.println("  " + (kind.equals("notes") ? "note" : kind) + ": " + line);
                }
            }
            if (((List<?>) r.get("converted")).isEmpty() && ((List<?>) r.get("lost")).isEmpty()) {
                stdout.println("  nothing converted, nothing lost");
            }
        }
        stdout.flush();
    }

    /**
     * Takes {@code text} or {@code json} after {@code --report} (also as {@code --report=json}) and
     * nothing else: {@code --report in.iqe out.iqm} must leave the files to the command.
     */
    public static final class Style implements IParameterConsumer {
        @Override
        public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
            String next = args.isEmpty() ? null : args.peek();
            argSpec.setValue("text".equals(next) || "json".equals(next) ? args.pop() : "text");
        }
    }

    /**
     * The writer's losses, each with the parts of the model it is about (paths as the harness's
     * ModelDiff names them) and whether they are lost for certain or their values may change.
     */
    private static List<Object> losses(Diagnostics d) {
        List<Object> out = new ArrayList<>();
        for (Diagnostic x : d.all()) {
            if (x.severity() == Severity.LOSS) {
                Map<String, Object> loss = new LinkedHashMap<>();
                loss.put("message", x.message());
                loss.put("parts", new ArrayList<Object>(x.scope().paths()));
                loss.put("certain", x.scope().certain());
                out.add(loss);
            }
        }
        return out;
    }

    private static List<Object> messages(Diagnostics d, Severity kind) {
        List<Object> out = new ArrayList<>();
        for (Diagnostic x : d.all()) {
            if (x.severity() == kind) {
                out.add(x.message());
            }
        }
        return out;
    }
}
