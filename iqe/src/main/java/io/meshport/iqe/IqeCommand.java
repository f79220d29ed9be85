package io.meshport.iqe;

/**
 * The commands of an IQE file, as kept in an {@link IqeDocument}. Each knows its keyword and
 * how its arguments are laid out, so the document can store every argument in one int pool
 * and the writer can print it back without knowing the command.
 */
public enum IqeCommand {
    /** {@code vp X Y Z W}: floats. */
    POSITION("vp", Layout.FLOATS),
    /** {@code vt U V}: floats. */
    TEXCOORD("vt", Layout.FLOATS),
    /** {@code vn X Y Z}: floats. */
    NORMAL("vn", Layout.FLOATS),
    /** {@code vx X Y Z W} or {@code vx X Y Z A B C}: floats. */
    TANGENT("vx", Layout.FLOATS),
    /** {@code vb I W I W ...}: int joint index, float weight, repeated. */
    BLEND("vb", Layout.BLEND_PAIRS),
    /** {@code vc R G B A}: floats. */
    COLOR("vc", Layout.FLOATS),
    /**
     * {@code v0 X Y Z W}: floats, custom attribute 0 (values left out count as 0 in the model). Like every
     * {@code v0..v9} stream it is used only where a {@code vertexarray custom0} line declares
     * its format; otherwise the values are kept in the document but the model does not get them.
     */
    CUSTOM0("v0", Layout.FLOATS),
    /** {@code v1 X Y Z W}: floats, custom attribute 1; used when {@code vertexarray custom1} declares it. */
    CUSTOM1("v1", Layout.FLOATS),
    /** {@code v2 X Y Z W}: floats, custom attribute 2; used when {@code vertexarray custom2} declares it. */
    CUSTOM2("v2", Layout.FLOATS),
    /** {@code v3 X Y Z W}: floats, custom attribute 3; used when {@code vertexarray custom3} declares it. */
    CUSTOM3("v3", Layout.FLOATS),
    /** {@code v4 X Y Z W}: floats, custom attribute 4; used when {@code vertexarray custom4} declares it. */
    CUSTOM4("v4", Layout.FLOATS),
    /** {@code v5 X Y Z W}: floats, custom attribute 5; used when {@code vertexarray custom5} declares it. */
    CUSTOM5("v5", Layout.FLOATS),
    /** {@code v6 X Y Z W}: floats, custom attribute 6; used when {@code vertexarray custom6} declares it. */
    CUSTOM6("v6", Layout.FLOATS),
    /** {@code v7 X Y Z W}: floats, custom attribute 7; used when {@code vertexarray custom7} declares it. */
    CUSTOM7("v7", Layout.FLOATS),
    /** {@code v8 X Y Z W}: floats, custom attribute 8; used when {@code vertexarray custom8} declares it. */
    CUSTOM8("v8", Layout.FLOATS),
    /** {@code v9 X Y Z W}: floats, custom attribute 9; used when {@code vertexarray custom9} declares it. */
    CUSTOM9("v9", Layout.FLOATS),
    /** {@code vs N}: one int. */
    SMOOTH_INDEX("vs", Layout.INTS),
    /**
     * {@code vertexarray TYPE COMPONENT SIZE NAME}: always four slots: type string, component
     * string, size int (or {@link IqeDocument#ABSENT_INT}), name string (or absent).
     */
    VERTEX_ARRAY("vertexarray", Layout.VERTEX_ARRAY),
    /** {@code mesh NAME}: one optional string. */
    MESH("mesh", Layout.OPTIONAL_NAME),
    /** {@code material NAME}: one optional string. */
    MATERIAL("material", Layout.OPTIONAL_NAME),
    /** {@code fa A B C ...}: ints, absolute (negative: relative to the last vertex). */
    FACE_ABSOLUTE("fa", Layout.INTS),
    /** {@code fm A B C ...}: ints, relative to the current mesh's first vertex. */
    FACE_MESH("fm", Layout.INTS),
    /** {@code fs A B C ...}: int edge flags. */
    FACE_SMOOTHING("fs", Layout.INTS),
    /** {@code smoothuv [N]}: an optional int (absent: on). */
    SMOOTH_UV("smoothuv", Layout.INTS),
    /** {@code smoothgroup N}: one int. */
    SMOOTH_GROUP("smoothgroup", Layout.INTS),
    /** {@code smoothangle DEGREES}: one float. */
    SMOOTH_ANGLE("smoothangle", Layout.FLOATS),
    /** {@code pq Tx Ty Tz Qx Qy Qz [Qw] [Sx Sy Sz]}: floats. */
    POSE_QUATERNION("pq", Layout.FLOATS),
    /** {@code pm Tx Ty Tz Ax Ay Az Bx By Bz Cx Cy Cz [Sx Sy Sz]}: floats. */
    POSE_MATRIX("pm", Layout.FLOATS),
    /** {@code pa Tx Ty Tz Rx Ry Rz [Sx Sy Sz]}: floats, radians. */
    POSE_ANGLES("pa", Layout.FLOATS),
    /** {@code joint NAME PARENT}: a string and an int (or {@link IqeDocument#ABSENT_INT}). */
    JOINT("joint", Layout.JOINT),
    /** {@code animation NAME}: one optional string. */
    ANIMATION("animation", Layout.OPTIONAL_NAME),
    /** {@code loop}: no arguments. */
    LOOP("loop", Layout.NONE),
    /** {@code framerate FPS}: one float. */
    FRAMERATE("framerate", Layout.FLOATS),
    /** {@code frame [N]}: an optional int, the frame number exporters write for readers. */
    FRAME("frame", Layout.INTS),
    /**
     * A {@code #} comment, on a line of its own or after a command (then written back on the next
     * line); one string: the text including the {@code #}.
     */
    HASH_COMMENT("#", Layout.VERBATIM),
    /** A line whose first word is no IQE command; one string: the line's text, kept verbatim. */
    UNKNOWN("", Layout.VERBATIM);

    /**
     * How a command's arguments sit in the document's int pool, and so which of
     * {@link IqeDocument#floatArgument}, {@link IqeDocument#intArgument} and
     * {@link IqeDocument#stringArgument} reads each slot: what code that handles every command
     * alike (a printer, a dump) goes by.
     */
    public enum Layout {
        /** Every slot is a float (raw int bits). */
        FLOATS,
        /** Every slot is an int. */
        INTS,
        /** Slots alternate int index, float weight. */
        BLEND_PAIRS,
        /** Four slots: string, string, int-or-absent, string-or-absent. */
        VERTEX_ARRAY,
        /** One slot: a string index, or absent. */
        OPTIONAL_NAME,
        /** Two slots: a string index and an int-or-absent. */
        JOINT,
        /** No slots. */
        NONE,
        /** One slot: a string printed as is. */
        VERBATIM
    }

    private static final IqeCommand[] VALUES = values();

    private final String keyword;
    private final Layout layout;

    IqeCommand(String keyword, Layout layout) {
        this.keyword = keyword;
        this.layout = layout;
    }

    /** The word that starts the command's line ({@code "vp"}); empty for verbatim lines. */
    public String keyword() {
        return keyword;
    }

    /** How the command's arguments are laid out: which of its slots are floats, ints and strings. */
    public Layout layout() {
        return layout;
    }

    /** True for the vertex attribute commands whose arrays must all have the same length. */
    public boolean isVertexAttribute() {
        return ordinal() <= CUSTOM9.ordinal();
    }

    /** The custom attribute number 0..9 of {@code v0..v9}, or -1 for any other command. */
    public int customIndex() {
        return ordinal() >= CUSTOM0.ordinal() && ordinal() <= CUSTOM9.ordinal() ? ordinal() - CUSTOM0.ordinal() : -1;
    }

    /** The command for custom attribute {@code n} (0..9). */
    public static IqeCommand custom(int n) {
        if (n < 0 || n > 9) {
            throw new IllegalArgumentException("custom attribute " + n + " is not 0..9");
        }
        return VALUES[CUSTOM0.ordinal() + n];
    }

    static IqeCommand ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }
}
