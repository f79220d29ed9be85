/** A library user's program: meshport's modules by the names their jars give them. */
module org.example.consumer {
    requires io.meshport.model;
    requires io.meshport.pie;
    requires io.meshport.iqm;
}
