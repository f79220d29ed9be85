/**
 * The format modules' access to the model's arrays without copies ({@link
 * io.meshport.model.internal.ModelArrayAccess}); exported to them only, not to users.
 */
package io.meshport.model.internal;
