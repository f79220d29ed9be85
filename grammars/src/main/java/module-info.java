/**
 * The ANTLR grammars of meshport's text formats, one line or record each, generated into parsers
 * that only the format modules use: no package is exported to anyone else.
 */
module io.meshport.grammars {
    requires org.antlr.antlr4.runtime;

    exports io.meshport.grammars.iqe to io.meshport.iqe;
    exports io.meshport.grammars.pie to io.meshport.pie;
    exports io.meshport.grammars.vif to io.meshport.vif;
    exports io.meshport.grammars.md5 to io.meshport.md5;
    exports io.meshport.grammars.smd to io.meshport.smd;
}
