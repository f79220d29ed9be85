/*
 * Valve's studiomdl SMD (version 1, GoldSrc and Source), one line at a time.
 *
 * The reader skips a line whose first non-blank is `#`, `;` or `//` (as the reference IQM
 * compiler's skipcomment does), strips a `//` comment outside double quotes at the end of any other
 * line but a material line, and picks the rule from where it is: `statement` outside a block, and
 * inside one the rule of that block (`nodeLine`, `skeletonLine`, `vertexLine`). `end` is its own
 * rule, `blockEnd`, tried where a block may end. Two lines are not parsed here: a triangle's
 * material line is one word up to a blank, whatever its characters (as the reference's
 * readmaterial takes it), and the lines of a `vertexanimation` block, which are skipped.
 *
 * The reference reads lines with sscanf and ignores what follows the values it wants; here a line's
 * values are exact: a value too many is an error (it would be a link or a pose lost silently).
 */
grammar Smd;

import CommonLexerRules;

/** A line outside any block: the version line, or the keyword that opens a block. */
statement
    : VERSION INT EOF                                     # versionLine
    | blockKeyword EOF                                    # blockStart
    ;

blockKeyword
    : NODES | SKELETON | TRIANGLES | VERTEXANIMATION
    ;

/** `end`: the end of the block being read. */
blockEnd
    : END EOF
    ;

/** In `nodes`: `index "name" parent`; the name may be bare, as the reference's readname reads one. */
nodeLine
    : INT name INT EOF
    ;

name
    : STRING | WORD | INT | FLOAT | VERSION | NODES | SKELETON | TRIANGLES | VERTEXANIMATION | END | TIME
    ;

/** In `skeleton`: `time N`, or a bone's pose relative to its parent: `bone x y z rx ry rz` (radians). */
skeletonLine
    : TIME INT EOF                                        # timeLine
    | INT number number number number number number EOF   # poseLine
    ;

/**
 * In `triangles`, each of the three lines after a material line: the parent bone, the position,
 * the normal, u and v, and (Source) the number of links and a bone and a weight for each.
 */
vertexLine
    : INT number number number number number number number number (INT link*)? EOF
    ;

/** One link of a Source vertex: `bone weight`. */
link
    : INT number
    ;

number
    : INT | FLOAT
    ;

// Keywords are exact and case-sensitive, as the reference compares them.
VERSION         : 'version' ;
NODES           : 'nodes' ;
SKELETON        : 'skeleton' ;
TRIANGLES       : 'triangles' ;
VERTEXANIMATION : 'vertexanimation' ;
END             : 'end' ;
TIME            : 'time' ;

/** A double-quoted name: anything but a double quote, on one line. */
STRING : '"' ~["\r\n]* '"' ;
