/*
 * Inter-Quake Export (IQE), one line at a time (see specs/iqe.txt).
 *
 * The reader feeds this grammar a single line without its line end: `header` for the first
 * line, `line` for every other line until a `comment` command, after which the rest of the
 * file is verbatim text and is never parsed. Keeping the grammar per line keeps memory
 * bounded on huge files and lets the reader report file-relative positions.
 *
 * Argument counts follow iqe.txt: trailing values may be left out where the spec gives a
 * default, and a value beyond the spec's maximum is a syntax error (the reference compiler
 * silently ignores it; we would rather say so).
 */
grammar Iqe;

import CommonLexerRules;

/** The first line of the file: `# Inter-Quake Export`, at column 1, anything after it. */
header
    : HEADER EOF
    ;

/** Any other line: an optional command, an optional trailing `#` comment. */
line
    : command? hashComment? EOF
    ;

hashComment
    : HASH_COMMENT
    | HEADER
    ;

command
    : vertexPosition
    | vertexTexcoord
    | vertexNormal
    | vertexTangent
    | vertexBlend
    | vertexColor
    | vertexCustom
    | vertexSmoothIndex
    | vertexArray
    | meshCommand
    | materialCommand
    | faceAbsolute
    | faceMeshRelative
    | faceSmoothing
    | smoothUv
    | smoothGroup
    | smoothAngle
    | poseQuaternion
    | poseMatrix
    | poseAngles
    | jointCommand
    | animationCommand
    | loopCommand
    | framerateCommand
    | frameCommand
    | commentCommand
    | unknownCommand
    ;

// Vertex attributes. Missing trailing values take the spec's defaults when compiled.
vertexPosition    : VP number? number? number? number? ;
vertexTexcoord    : VT number? number? ;
vertexNormal      : VN number? number? number? ;
/** 0..4 values: tangent + handedness; 5..6 values: tangent + bitangent. */
vertexTangent     : VX number? number? number? number? number? number? ;
/** Joint index / weight pairs; any number of them (the compiler keeps the 4 largest). */
vertexBlend       : VB blendPair* ;
blendPair         : integer number ;
vertexColor       : VC number? number? number? number? ;
/** v0 .. v9: custom attributes. */
vertexCustom      : CUSTOM_ATTRIBUTE number? number? number? number? ;
vertexSmoothIndex : VS integer ;

/** vertexarray TYPE COMPONENT SIZE NAME; unknown TYPE/COMPONENT words and bad SIZEs are ignored. */
vertexArray       : VERTEXARRAY name name integer? name? ;

meshCommand       : MESH name? ;
materialCommand   : MATERIAL name? ;

// Faces: three or more indexes, more than three form a convex polygon.
faceAbsolute      : FA integer integer integer+ ;
faceMeshRelative  : FM integer integer integer+ ;
faceSmoothing     : FS integer integer integer+ ;

/** `smoothuv` alone turns uv smoothing on, as the reference compiler reads it. */
smoothUv          : SMOOTHUV integer? ;
smoothGroup       : SMOOTHGROUP integer ;
smoothAngle       : SMOOTHANGLE number ;

// Poses: values are positional; missing ones take the spec's defaults.
poseQuaternion    : PQ number? number? number? number? number? number? number? number? number? number? ;
poseMatrix        : PM number? number? number? number? number? number? number? number?
                       number? number? number? number? number? number? number? ;
poseAngles        : PA number? number? number? number? number? number? number? number? number? ;

jointCommand      : JOINT name integer? ;

animationCommand  : ANIMATION name? ;
loopCommand       : LOOP ;
framerateCommand  : FRAMERATE number ;
/** Exporters number their frames (`frame 3`); the number is kept but means nothing. */
frameCommand      : FRAME integer? ;

/** Everything after this line is the verbatim comment section. */
commentCommand    : COMMENT ;

/** A line whose first word is no IQE command: kept, reported as a warning, not an error. */
unknownCommand    : (WORD | INT | FLOAT | QUOTED) anyWord* ;

anyWord           : bareWord | QUOTED ;

number            : INT | FLOAT ;
integer           : INT ;

/** Names may be quoted ("left arm") or a single bare word, which may look like a keyword. */
name              : QUOTED | bareWord ;

bareWord
    : WORD | INT | FLOAT
    | VP | VT | VN | VX | VB | VC | CUSTOM_ATTRIBUTE | VS | VERTEXARRAY | MESH | MATERIAL
    | FA | FM | FS | SMOOTHUV | SMOOTHGROUP | SMOOTHANGLE | PQ | PM | PA | JOINT
    | ANIMATION | LOOP | FRAMERATE | FRAME | COMMENT
    ;

// Keywords are case-sensitive, as in the reference compiler. They are listed before the
// imported WORD rule, so a keyword wins a tie and a longer word ("vpx") stays a WORD.
VP               : 'vp' ;
VT               : 'vt' ;
VN               : 'vn' ;
VX               : 'vx' ;
VB               : 'vb' ;
VC               : 'vc' ;
VS               : 'vs' ;
CUSTOM_ATTRIBUTE : 'v' [0-9] ;
VERTEXARRAY      : 'vertexarray' ;
MESH             : 'mesh' ;
MATERIAL         : 'material' ;
FA               : 'fa' ;
FM               : 'fm' ;
FS               : 'fs' ;
SMOOTHUV         : 'smoothuv' ;
SMOOTHGROUP      : 'smoothgroup' ;
SMOOTHANGLE      : 'smoothangle' ;
PQ               : 'pq' ;
PM               : 'pm' ;
PA               : 'pa' ;
JOINT            : 'joint' ;
ANIMATION        : 'animation' ;
LOOP             : 'loop' ;
FRAMERATE        : 'framerate' ;
FRAME            : 'frame' ;
COMMENT          : 'comment' ;

/** The header; also an ordinary comment when it appears again later. */
HEADER           : '# Inter-Quake Export' ~[\r\n]* ;

/** `#` to the end of the line. A `#` inside a word ("mat#1") does not start a comment. */
HASH_COMMENT     : '#' ~[\r\n]* ;

/**
 * A double-quoted name. The closing quote may be missing: like the reference compiler, the
 * name then runs to the end of the line (the reader warns).
 */
QUOTED           : '"' ~["\r\n]* '"'? ;
