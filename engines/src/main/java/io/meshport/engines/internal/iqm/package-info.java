/**
 * The IQM engine profiles: {@link io.meshport.engines.internal.iqm.TesseractProfile} (Red Eclipse
 * shares it), {@link io.meshport.engines.internal.iqm.DaemonProfile},
 * {@link io.meshport.engines.internal.iqm.DarkPlacesProfile} and
 * {@link io.meshport.engines.internal.iqm.FteProfile}, each its rules plus a check made of the
 * small shared checks of {@code IqmChecks} over an {@code IqmView} (the file's document, header and length).
 */
package io.meshport.engines.internal.iqm;
