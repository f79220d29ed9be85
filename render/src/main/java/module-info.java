/** meshport's software renderer: a model drawn to an image, lit and textured as its game shows it. */
module io.meshport.render {
    requires transitive io.meshport.model;
    requires transitive java.desktop;

    exports io.meshport.render;
}
