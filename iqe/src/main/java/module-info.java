/**
 * The IQE format: its entry class, format, documents and extras (package {@code io.meshport.iqe}). Found by
 * {@link io.meshport.io.ModelIO} as a service once the module is on the module path.
 */
module io.meshport.iqe {
    requires transitive io.meshport.model;
    requires io.meshport.text;
    requires io.meshport.grammars;
    requires org.antlr.antlr4.runtime;

    exports io.meshport.iqe;

    provides io.meshport.io.ModelFormat with io.meshport.iqe.IqeFormat;
}
