/*
 * Lexer rules shared by the line-oriented text formats (IQE, VIF, PIE), pulled in with
 * `import CommonLexerRules;`. ANTLR appends imported rules after the importing grammar's own
 * rules, so a format's keywords always win over WORD on a tie, and INT wins over FLOAT and
 * FLOAT over WORD because they are listed in that order here.
 *
 * Numbers follow C strtod/strtol decimal syntax, which the formats' reference tools use:
 * optional sign (including a leading '+'), digits with an optional fraction, a fraction
 * without integer digits (".5"), a trailing dot ("5."), an optional exponent, and the
 * case-insensitive words inf, infinity and nan. Hexadecimal floats ("0x1p3") and
 * "nan(chars)" are deliberately not numbers: no exporter writes them and Java cannot read
 * the former without a 'p' exponent the way strtod does.
 */
lexer grammar CommonLexerRules;

/** An integer: what strtol reads in base 10. Also a valid FLOAT where a number is wanted. */
INT
    : SIGN? DIGIT+
    ;

/** A real number in strtod's decimal syntax, or inf/infinity/nan. */
FLOAT
    : SIGN? ( DIGIT+ '.' DIGIT* EXPONENT?
            | '.' DIGIT+ EXPONENT?
            | DIGIT+ EXPONENT
            | I N F ( I N I T Y )?
            | N A N
            )
    ;

/** A run of anything but blanks and double quotes: bare names, unknown words. */
WORD
    : ~[ \t\f\u000B\r\n"]+
    ;

/** Blanks between tokens, as C isspace() sees them within a line. */
WS
    : [ \t\f\u000B]+ -> skip
    ;

/** One line end: LF, CRLF or a lone CR. */
NEWLINE
    : '\r'? '\n'
    | '\r'
    ;

fragment SIGN     : [+-] ;
fragment DIGIT    : [0-9] ;
fragment EXPONENT : [eE] SIGN? DIGIT+ ;
fragment A : [aA] ;
fragment F : [fF] ;
fragment I : [iI] ;
fragment N : [nN] ;
fragment T : [tT] ;
fragment Y : [yY] ;
