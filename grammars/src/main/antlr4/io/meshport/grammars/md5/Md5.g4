/*
 * idTech 4 MD5 (version 10): `.md5mesh` and `.md5anim`, one line at a time.
 *
 * The reader strips a `//` comment (outside double quotes) and the line end before it hands a
 * line here, and picks the rule from where it is: `statement` outside a block, and inside one
 * the rule of that block (`jointLine`, `meshLine`, `hierarchyLine`, `boundsLine`,
 * `baseframeLine`, `frameLine`). A closing brace is its own rule, `blockEnd`, tried where a
 * block may end.
 *
 * Unlike the line formats whose reference readers use sscanf and ignore what follows, an MD5
 * line's values are exact: a value too many is an error here (the reference compiler would skip
 * the whole line silently, which loses a vertex or a weight).
 */
grammar Md5;

import CommonLexerRules;

/** A line outside any block: a header line, or the line that opens a block. */
statement
    : MD5VERSION INT EOF                                  # versionLine
    | COMMANDLINE STRING EOF                              # commandLineLine
    | countKeyword INT EOF                                # countLine
    | FRAMERATE number EOF                                # frameRateLine
    | blockKeyword LBRACE EOF                             # blockStart
    | FRAME INT LBRACE EOF                                # frameStart
    ;

countKeyword
    : NUMJOINTS | NUMMESHES | NUMFRAMES | NUMANIMATEDCOMPONENTS
    ;

blockKeyword
    : JOINTS | MESH | HIERARCHY | BOUNDS | BASEFRAME
    ;

/** `}`: the end of the block being read. */
blockEnd
    : RBRACE EOF
    ;

/** In `joints`: `"name" parent ( x y z ) ( qx qy qz )`, in model space. */
jointLine
    : STRING INT vector vector EOF
    ;

/** In `mesh`: the shader, the counts, and the vertices, triangles and weights they announce. */
meshLine
    : SHADER STRING EOF                                   # shaderLine
    | meshCountKeyword INT EOF                            # meshCountLine
    | VERT INT LPAREN number number RPAREN INT INT EOF    # vertLine
    | TRI INT INT INT INT EOF                             # triLine
    | WEIGHT INT INT number vector EOF                    # weightLine
    ;

meshCountKeyword
    : NUMVERTS | NUMTRIS | NUMWEIGHTS
    ;

/** In `hierarchy`: `"name" parent flags startIndex`. */
hierarchyLine
    : STRING INT INT INT EOF
    ;

/** In `bounds`: `( minX minY minZ ) ( maxX maxY maxZ )`, one line per frame. */
boundsLine
    : vector vector EOF
    ;

/** In `baseframe`: `( x y z ) ( qx qy qz )`, one line per joint, relative to its parent. */
baseframeLine
    : vector vector EOF
    ;

/** In `frame N`: animated components, any number per line. */
frameLine
    : number* EOF
    ;

/** `( x y z )` */
vector
    : LPAREN number number number RPAREN
    ;

number
    : INT | FLOAT
    ;

// Keywords are exact and case-sensitive, as idTech 4's lexer compares them.
MD5VERSION            : 'MD5Version' ;
COMMANDLINE           : 'commandline' ;
NUMJOINTS             : 'numJoints' ;
NUMMESHES             : 'numMeshes' ;
NUMFRAMES             : 'numFrames' ;
NUMANIMATEDCOMPONENTS : 'numAnimatedComponents' ;
FRAMERATE             : 'frameRate' ;
JOINTS                : 'joints' ;
MESH                  : 'mesh' ;
HIERARCHY             : 'hierarchy' ;
BOUNDS                : 'bounds' ;
BASEFRAME             : 'baseframe' ;
FRAME                 : 'frame' ;
SHADER                : 'shader' ;
NUMVERTS              : 'numverts' ;
NUMTRIS               : 'numtris' ;
NUMWEIGHTS            : 'numweights' ;
VERT                  : 'vert' ;
TRI                   : 'tri' ;
WEIGHT                : 'weight' ;

LBRACE : '{' ;
RBRACE : '}' ;
LPAREN : '(' ;
RPAREN : ')' ;

/** A double-quoted name: anything but a double quote, on one line. */
STRING : '"' ~["\r\n]* '"' ;

// Parentheses and braces are tokens of their own only where blanks part them from their
// neighbours, as every exporter writes them: "(0.5" is one WORD (CommonLexerRules), an error.
