/**
 * The format SPI and everything written once for every format (DESIGN §4, §5); it knows no
 * format.
 *
 * <p>A format module registers a {@link io.meshport.io.ModelFormat} through
 * {@link java.util.ServiceLoader}: its {@link io.meshport.io.ModelReader},
 * {@link io.meshport.io.ModelWriter}, its own document's {@link io.meshport.io.DocumentCodec},
 * and the {@link io.meshport.io.Capabilities} it declares, which drive the one
 * {@link io.meshport.io.LossCheck}, the command line and the harness's laws.
 * {@link io.meshport.io.ModelIO} is the facade over every format on the classpath: it finds a
 * format by name, content or extension, reads a file into a model and writes one atomically
 * ({@link io.meshport.io.AtomicFiles}). Bad input is one checked
 * {@link io.meshport.io.ModelFormatException} that says where; tolerated oddities and a writer's
 * losses are {@link io.meshport.io.Diagnostic}s collected in {@link io.meshport.io.Diagnostics}.
 * Files a model names beside itself are opened only through {@link io.meshport.io.SideFiles}, and
 * one format's extras travel in another's file through their {@link io.meshport.io.ExtraCodec}.
 */
package io.meshport.io;
