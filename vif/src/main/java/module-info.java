/**
 * The VIF format: its entry class, format, documents and extras (package {@code io.meshport.vif}). Found by
 * {@link io.meshport.io.ModelIO} as a service once the module is on the module path.
 */
module io.meshport.vif {
    requires transitive io.meshport.model;
    requires io.meshport.text;
    requires io.meshport.grammars;
    requires org.antlr.antlr4.runtime;

    exports io.meshport.vif;

    provides io.meshport.io.ModelFormat with io.meshport.vif.VifFormat;
    provides io.meshport.io.ExtraCodec with io.meshport.vif.VifExtraCodec;
}
