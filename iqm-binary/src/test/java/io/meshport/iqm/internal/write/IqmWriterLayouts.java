package io.meshport.iqm.internal.write;

import io.meshport.iqm.IqmFile;
import io.meshport.iqm.internal.IqmLayout;

/**
 * The writer's layout arithmetic for the tests in {@code io.meshport.iqm} (the layout tests, the
 * test models and the shuffled layouts the generator makes), so that the writer itself keeps it
 * package-private.
 */
public final class IqmWriterLayouts {
    private IqmWriterLayouts() {
    }

    /** {@link IqmWriter#sectionLengths(IqmFile)}: the byte lengths of the header-placed sections. */
    public static long[] sectionLengths(IqmFile f) {
        return IqmWriter.sectionLengths(f);
    }

    /** {@link IqmWriter#canonicalLayout(IqmFile, boolean)}: the reference compiler's order and alignment. */
    public static IqmLayout canonicalLayout(IqmFile f, boolean padVertexData) {
        return IqmWriter.canonicalLayout(f, padVertexData);
    }

    /** {@link IqmWriter#fits(IqmFile, IqmLayout)}: whether the writer would follow the layout. */
    public static boolean fits(IqmFile f, IqmLayout l) {
        return IqmWriter.fits(f, l);
    }
}
