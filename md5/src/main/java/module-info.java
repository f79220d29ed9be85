/**
 * The MD5 format (idTech 4 {@code .md5mesh} and {@code .md5anim}): its entry class, format and
 * documents (package {@code io.meshport.md5}). Found by {@link io.meshport.io.ModelIO} as a service
 * once the module is on the module path.
 */
module io.meshport.md5 {
    requires transitive io.meshport.model;
    requires io.meshport.text;
    requires io.meshport.grammars;
    requires org.antlr.antlr4.runtime;

    exports io.meshport.md5;

    provides io.meshport.io.ModelFormat with io.meshport.md5.Md5Format;
}
