/**
 * The SMD format (Valve studiomdl {@code .smd}, version 1): its entry class, format and documents
 * (package {@code io.meshport.smd}). Found by {@link io.meshport.io.ModelIO} as a service once the
 * module is on the module path.
 */
module io.meshport.smd {
    requires transitive io.meshport.model;
    requires io.meshport.text;
    requires io.meshport.grammars;
    requires org.antlr.antlr4.runtime;

    exports io.meshport.smd;

    provides io.meshport.io.ModelFormat with io.meshport.smd.SmdFormat;
}
