/**
 * meshport's conformance kit for any implementation of its formats: seeded generators driven by
 * a format's capabilities, the laws, mutators, model comparison and model JSON. No test framework:
 * it runs under any.
 */
module io.meshport.harness {
    requires transitive io.meshport.model;
    requires java.management;
    requires jdk.management;
    requires jdk.jfr;

    exports io.meshport.harness;
}
