/** MD5's rules that several stages share (blend weights as the reference keeps them). Internal: not exported by the module. */
package io.meshport.md5.internal.rules;
