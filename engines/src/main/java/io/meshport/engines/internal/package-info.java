/**
 * What the profiles meshport ships share: {@link io.meshport.engines.internal.RuleProfile}, a
 * profile as its rules plus a check. The profiles themselves are in {@code internal.iqm} and
 * {@code internal.pie}; none of this is API.
 */
package io.meshport.engines.internal;
