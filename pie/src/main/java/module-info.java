/**
 * The PIE format: its entry class, format, documents and extras (package {@code io.meshport.pie}). Found by
 * {@link io.meshport.io.ModelIO} as a service once the module is on the module path.
 */
module io.meshport.pie {
    requires transitive io.meshport.model;
    requires io.meshport.text;
    requires io.meshport.grammars;
    requires org.antlr.antlr4.runtime;

    exports io.meshport.pie;

    provides io.meshport.io.ModelFormat with io.meshport.pie.PieFormat;
    provides io.meshport.io.ExtraCodec with io.meshport.pie.PieExtraCodecs.File, io.meshport.pie.PieExtraCodecs.Level;
}
