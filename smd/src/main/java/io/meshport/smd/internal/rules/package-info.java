/** SMD's rules that several stages share (Euler angles and blend weights as the reference compiler reads them). Internal: not exported by the module. */
package io.meshport.smd.internal.rules;
