/**
 * The IQM format (Inter-Quake Model, versions 1 and 2): its entry class, format, file document and
 * extras (package {@code io.meshport.iqm}). Found by {@link io.meshport.io.ModelIO} as a service
 * once the module is on the module path.
 */
module io.meshport.iqm {
    requires transitive io.meshport.model;

    exports io.meshport.iqm;

    provides io.meshport.io.ModelFormat with io.meshport.iqm.IqmFormat;
}
