/*
 * VDSlib's VIF 1.0, 2.0, 2.1, 2.2 and 2.3 (see specs/vif.txt and notes/vif.md), one header line
 * or one body record at a time.
 *
 * The header is line-based and in a fixed order; the reader strips `#` comments and hands each
 * line to `headerLine`, checking the order itself. The body is token-based as VDSlib reads it:
 * a record starts with its tag (`p0`, `c`, `n`, `x0`, `v3`, `t`, `e2`, `m4`, `u4`) and runs to
 * the next tag, across line ends. The reader splits the body into records (comments removed,
 * line ends kept so that positions stay the file's) and picks the rule from the tag and the
 * version: a `v` record holds coordinates before 2.2 and a position index, patch and coincident
 * vertex from 2.2 on; a colour has an alpha from 2.2 on; a triangle a patch from 2.2 on.
 *
 * Indices are INT tokens, which admit a sign: the reader says that an index is unsigned, with its
 * position, rather than a syntax error that a number was expected.
 */
grammar Vif;

import CommonLexerRules;

/** A header line: the magic, the format line, or a count line. */
headerLine
    : MAGIC EOF                     # magicLine
    | FORMAT formatFlag* EOF        # formatLine
    | countKeyword INT EOF          # countLine
    ;

/** `pcnx2`, `p c n x 2`, `pn`: the reader reads the letters and the texture count from the text. */
formatFlag
    : WORD | INT | POSITION | COLOR | NORMAL | TEXCOORD | VERTEX | TRIANGLE | ERROR | ERROR_AT | MERGE | MERGE_AT
    | CLUSTER | CLUSTER_AT
    ;

countKeyword
    : VERTEX_POSITIONS | VERTICES | TRIANGLES | PATCHES | ERRORPARAMS | ERRORPARAM_SIZE | MERGES | CLUSTERS
    ;

/** `p[i] x y z` (2.2, 2.3). */
positionRecord
    : POSITION number number number EOF
    ;

/** `c r g b` (1.0 to 2.1). */
colorRecord
    : COLOR INT INT INT EOF
    ;

/** `c r g b a` (2.2, 2.3). */
colorAlphaRecord
    : COLOR INT INT INT INT EOF
    ;

/** `n x y z`. */
normalRecord
    : NORMAL number number number EOF
    ;

/** `x<j> u v`. */
texcoordRecord
    : TEXCOORD number number EOF
    ;

/** `v[i] x y z` (1.0 to 2.1). */
vertexCoordinatesRecord
    : VERTEX number number number EOF
    ;

/** `v[i] position patch [coincident]` (2.2, 2.3). */
vertexRecord
    : VERTEX position=INT patch=INT coincident=INT? EOF
    ;

/** `t a b c` (1.0 to 2.1). */
triangleRecord
    : TRIANGLE INT INT INT EOF
    ;

/** `t a b c patch` (2.2, 2.3). */
patchTriangleRecord
    : TRIANGLE INT INT INT patch=INT EOF
    ;

/** `e<k> f...` (2.3); VDSlib also reads `e k f...`. */
errorRecord
    : (ERROR_AT | ERROR index=INT) values+=number* EOF
    ;

/** `m<parent> [e<k>] child...`; VDSlib also reads `m parent` and `e k`. */
mergeRecord
    : (MERGE_AT | MERGE parent=INT) errorRef? children+=INT* EOF
    ;

errorRef
    : ERROR_AT | ERROR index=INT
    ;

/** `u<parent> child...` (2.0, 2.1). */
clusterRecord
    : (CLUSTER_AT | CLUSTER parent=INT) children+=INT* EOF
    ;

number
    : INT | FLOAT | NONFINITE
    ;

MAGIC            : 'VIF' [0-9]+ '.' [0-9]+ ;
FORMAT           : 'format:' ;
VERTEX_POSITIONS : 'vertex' [ \t]+ 'positions:' ;
VERTICES         : 'vertices:' ;
TRIANGLES        : 'triangles:' ;
PATCHES          : 'patches:' ;
ERRORPARAMS      : 'errorparams:' ;
ERRORPARAM_SIZE  : 'errorparam' [ \t]* 'size:' ;
MERGES           : 'merges:' ;
CLUSTERS         : 'clusters:' ;

// Record tags, with the index glued on where the file has one (`p12`, `x0`). Where the number
// after a tag is not optional (`e`, `m`, `u`), a glued and a separate one are different tokens,
// so that `m4 0 3` and `m 4 0 3` both parse and mean the same.
POSITION   : 'p' [0-9]* ;
COLOR      : 'c' ;
NORMAL     : 'n' ;
TEXCOORD   : 'x' [0-9]* ;
VERTEX     : 'v' [0-9]* ;
TRIANGLE   : 't' ;
ERROR_AT   : 'e' [0-9]+ ;
ERROR      : 'e' ;
MERGE_AT   : 'm' [0-9]+ ;
MERGE      : 'm' ;
CLUSTER_AT : 'u' [0-9]+ ;
CLUSTER    : 'u' ;

/** What strtod reads as not-a-number or infinity: a number to the parser, refused by the reader. */
NONFINITE : [nN] [aA] [nN] | [iI] [nN] [fF] ( [iI] [nN] [iI] [tT] [yY] )? ;

/**
 * Any other run of characters: an unknown word, which the parser names in its error. Unlike the
 * other formats' WORD it stops at a colon, so that `patches:1` and `errorparamsize:1` are a keyword
 * and a number, as VDSlib's sscanf reads them.
 */
WORD     : ~[ \t\f\u000B\r\n":0-9+\-.] ~[ \t\f\u000B\r\n":]* ;

/** A colon, quote, sign or dot out of place. */
PUNCT    : [":+\-.] ;

/** Record ends between lines are blanks to the body. */
NEWLINE  : ( '\r'? '\n' | '\r' ) -> skip ;
