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

// Numbers are written out as (INT | FLOAT) and integers as INT rather than through `number`
// and `integer` rules: a rule costs a context object, its child list and rule entry and exit
// for each of the tens of millions of numbers in a large file, and says nothing a token does
// not. The visitor reads the tokens.

// Vertex attributes. Missing trailing values take the spec's defaults when compiled.
vertexPosition    : VP (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? ;
vertexTexcoord    : VT (INT | FLOAT)? (INT | FLOAT)? ;
vertexNormal      : VN (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? ;
/** 0..4 values: tangent + handedness; 5..6 values: tangent + bitangent. */
vertexTangent     : VX (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? ;
/** Joint index / weight pairs; any number of them (the compiler keeps the 4 largest). */
vertexBlend       : VB (INT (INT | FLOAT))* ;
vertexColor       : VC (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? ;
/** v0 .. v9: custom attributes. */
vertexCustom      : CUSTOM_ATTRIBUTE (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? ;
vertexSmoothIndex : VS INT ;

/** vertexarray TYPE COMPONENT SIZE NAME; unknown TYPE/COMPONENT words and bad SIZEs are ignored. */
vertexArray       : VERTEXARRAY name name INT? name? ;

meshCommand       : MESH name? ;
materialCommand   : MATERIAL name? ;

// Faces: three or more indexes, more than three form a convex polygon.
faceAbsolute      : FA INT INT INT+ ;
faceMeshRelative  : FM INT INT INT+ ;
faceSmoothing     : FS INT INT INT+ ;

/** `smoothuv` alone turns uv smoothing on, as the reference compiler reads it. */
smoothUv          : SMOOTHUV INT? ;
smoothGroup       : SMOOTHGROUP INT ;
smoothAngle       : SMOOTHANGLE (INT | FLOAT) ;

// Poses: values are positional; missing ones take the spec's defaults.
poseQuaternion    : PQ (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)?
                       (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? ;
poseMatrix        : PM (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)?
                       (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)?
                       (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? ;
poseAngles        : PA (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)?
                       (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? (INT | FLOAT)? ;

jointCommand      : JOINT name INT? ;

animationCommand  : ANIMATION name? ;
loopCommand       : LOOP ;
framerateCommand  : FRAMERATE (INT | FLOAT) ;
/** Exporters number their frames (`frame 3`); the number is kept but means nothing. */
frameCommand      : FRAME INT? ;

/** Everything after this line is the verbatim comment section. */
commentCommand    : COMMENT ;

/** A line whose first word is no IQE command: kept, reported as a warning, not an error. */
unknownCommand    : (WORD | INT | FLOAT | QUOTED) anyWord* ;

anyWord           : bareWord | QUOTED ;

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
