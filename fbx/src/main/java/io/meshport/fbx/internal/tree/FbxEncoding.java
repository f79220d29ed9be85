package io.meshport.fbx.internal.tree;

/** How an FBX file is written. */
public enum FbxEncoding {
    /** {@code Kaydara FBX Binary}: node records with byte offsets, little-endian. */
    BINARY,
    /** Text: {@code Name: value, ... { children }}. */
    ASCII
}
