/*
 * Warzone 2100 PIE 2, 3 and 4 (see specs/pie.md and notes/pie.md), one line at a time.
 *
 * The reader strips a `#` comment and the line end before it hands a line here, and picks the
 * rule from where it is in the file: `header` for the first line, `directive` where a directive
 * may come, and a data rule inside a block (`point`, `normal`, `polygon`, `connector`,
 * `animFrame`). Out of context a point line, a connector line and the start of a polygon line
 * look the same, so only the reader can tell them apart.
 *
 * Every rule ends in `trailing`: the game reads each line with sscanf and ignores whatever
 * follows the values it wants, so extra tokens are not a syntax error here; the reader warns.
 * Hexadecimal values (TYPE and polygon flags) lex as INT, FLOAT ("1e5") or WORD ("a00"); the
 * reader checks their digits.
 */
grammar Pie;

import CommonLexerRules;

/** The first line: `PIE <version>`. */
header
    : PIE INT trailing EOF
    ;

/** A line where a directive is expected. */
directive
    : TYPE hex trailing EOF                                        # typeDirective
    | INTERPOLATE INT trailing EOF                                 # interpolateDirective
    | textureKind INT name (INT INT)? trailing EOF                 # textureDirective
    | EVENT INT name trailing EOF                                  # eventDirective
    | LEVELS INT trailing EOF                                      # levelsDirective
    | LEVEL INT trailing EOF                                       # levelDirective
    | (MATERIALS | SHADERS) trailing EOF                           # obsoleteDirective
    | blockKeyword INT trailing EOF                                # blockDirective
    | ANIMOBJECT INT INT INT trailing EOF                          # animObjectDirective
    | (WORD | INT | FLOAT) trailing EOF                            # otherLine
    ;

textureKind
    : TEXTURE | NORMALMAP | SPECULARMAP | TCMASK
    ;

/** A directive whose number is the count of data lines that follow. */
blockKeyword
    : POINTS | NORMALS | POLYGONS | CONNECTORS | SHADOWPOINTS | SHADOWPOLYGONS
    ;

/** `x y z` (POINTS and SHADOWPOINTS). */
point
    : number number number trailing EOF
    ;

/** Three corner normals, `x y z` each. */
normal
    : number number number number number number number number number trailing EOF
    ;

/**
 * `flags count i0 i1 ... [frames rate width height] [u0 v0 u1 v1 ...]`: how many values follow
 * the count depends on the count and the flags, so the reader splits `values`.
 */
polygon
    : hex INT values+=number* trailing EOF
    ;

/** `x y z`, integers; the game truncates decimals. */
connector
    : number number number trailing EOF
    ;

/** `frame x y z rx ry rz sx sy sz`: position and rotation in thousandths, y and z swapped. */
animFrame
    : INT INT INT INT INT INT INT number number number trailing EOF
    ;

hex
    : INT | FLOAT | WORD
    ;

number
    : INT | FLOAT
    ;

/** A file name: any token without blanks (a keyword-like or numeric name is still a name). */
name
    : token
    ;

/** What the game ignores after the values it reads. */
trailing
    : token*
    ;

token
    : INT | FLOAT | WORD | keyword
    ;

keyword
    : PIE | TYPE | INTERPOLATE | TEXTURE | NORMALMAP | SPECULARMAP | TCMASK | EVENT | LEVELS | LEVEL
    | MATERIALS | SHADERS | POINTS | NORMALS | POLYGONS | CONNECTORS | ANIMOBJECT | SHADOWPOINTS
    | SHADOWPOLYGONS
    ;

// Keywords are exact and case-sensitive, as the game compares them. (The game matches a few
// of them by prefix, so that "TYPEX 200" passes as TYPE; meshport does not copy that accident.)
PIE            : 'PIE' ;
TYPE           : 'TYPE' ;
INTERPOLATE    : 'INTERPOLATE' ;
TEXTURE        : 'TEXTURE' ;
NORMALMAP      : 'NORMALMAP' ;
SPECULARMAP    : 'SPECULARMAP' ;
TCMASK         : 'TCMASK' ;
EVENT          : 'EVENT' ;
LEVELS         : 'LEVELS' ;
LEVEL          : 'LEVEL' ;
MATERIALS      : 'MATERIALS' ;
SHADERS        : 'SHADERS' ;
POINTS         : 'POINTS' ;
NORMALS        : 'NORMALS' ;
POLYGONS       : 'POLYGONS' ;
CONNECTORS     : 'CONNECTORS' ;
ANIMOBJECT     : 'ANIMOBJECT' ;
SHADOWPOINTS   : 'SHADOWPOINTS' ;
SHADOWPOLYGONS : 'SHADOWPOLYGONS' ;

/** A double quote has no meaning in PIE; as a token of its own the parser names it in the error. */
QUOTE          : '"' ;
