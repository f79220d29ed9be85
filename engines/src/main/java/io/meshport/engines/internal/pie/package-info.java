/**
 * The PIE engine profiles: {@link io.meshport.engines.internal.pie.Wz2100Legacy43Profile} (the
 * 4.1–4.3 loader), {@link io.meshport.engines.internal.pie.Wz2100Profile44} (4.4 on) and
 * {@link io.meshport.engines.internal.pie.BlenderPieAddonProfile}, over the PIE document, which
 * already obeys what every one of them asks of numbers and counts.
 */
package io.meshport.engines.internal.pie;
