/**
 * Model-level checks that a structurally valid model can still fail (data an engine would render
 * wrongly or not at all), reported as warnings for {@code meshport validate} and library users;
 * nothing here is an error, since a built model is already valid.
 */
package io.meshport.model.validate;
