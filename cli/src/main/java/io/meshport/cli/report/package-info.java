/**
 * What the commands find out about models and files, and print: {@code info}'s summary and JSON (with the parts
 * only PIE and VIF have), {@code convert --report}, {@code validate}'s findings and their SARIF log, and the
 * comparison {@code diff} makes.
 *
 * <p>Internal to the command-line tool: not an API, and may change without notice.
 */
package io.meshport.cli.report;
