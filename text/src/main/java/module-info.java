/**
 * The text engine meshport's text formats share (line and record drivers, number parsing, quoted
 * names, printing): machinery for the format modules, exported to them only.
 */
module io.meshport.text {
    requires transitive io.meshport.model;
    requires org.antlr.antlr4.runtime;

    exports io.meshport.text to io.meshport.iqe, io.meshport.pie, io.meshport.vif, io.meshport.obj, io.meshport.md5,
            io.meshport.smd;
    exports io.meshport.text.number to io.meshport.iqe, io.meshport.pie, io.meshport.vif, io.meshport.obj, io.meshport.md5,
            io.meshport.smd;
    exports io.meshport.text.ordered to io.meshport.iqe, io.meshport.pie, io.meshport.vif, io.meshport.obj, io.meshport.md5,
            io.meshport.smd;
    exports io.meshport.text.parse to io.meshport.iqe, io.meshport.pie, io.meshport.vif, io.meshport.obj, io.meshport.md5,
            io.meshport.smd;
    exports io.meshport.text.pool to io.meshport.iqe, io.meshport.pie, io.meshport.vif, io.meshport.obj, io.meshport.md5,
            io.meshport.smd;
}
