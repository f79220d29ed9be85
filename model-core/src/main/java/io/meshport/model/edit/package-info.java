/**
 * Edits that make a changed copy of a model: conversion between coordinate conventions,
 * scale/rotation/translation and animation settings with the IQM compiler's semantics, merging
 * animations of several inputs, and carrying per-triangle streams as vertex streams for formats
 * that have nothing per face. Every edit moves the extras that hold coordinates along with the
 * geometry, so no format's data is left behind.
 */
package io.meshport.model.edit;
