/**
 * Engine profiles: which IQM and PIE files each game's loader takes, rule by rule, every rule
 * citing the loader's source ({@code docs/engines.md}). The API is package
 * {@code io.meshport.engines}; the profiles meshport ships are services, and a user adds one by
 * providing {@link io.meshport.engines.EngineProfile}.
 */
module io.meshport.engines {
    requires transitive io.meshport.model;
    requires io.meshport.iqm;
    requires io.meshport.pie;

    exports io.meshport.engines;

    uses io.meshport.engines.EngineProfile;

    provides io.meshport.engines.EngineProfile with io.meshport.engines.internal.iqm.TesseractProfile,
            io.meshport.engines.internal.iqm.DaemonProfile, io.meshport.engines.internal.iqm.DarkPlacesProfile,
            io.meshport.engines.internal.iqm.FteProfile, io.meshport.engines.internal.pie.Wz2100Legacy43Profile,
            io.meshport.engines.internal.pie.Wz2100Profile44, io.meshport.engines.internal.pie.BlenderPieAddonProfile;
}
