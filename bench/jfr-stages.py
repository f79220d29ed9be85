#!/usr/bin/env python3
"""Groups the Java execution samples of a JFR recording of an IQE -> IQM conversion by stage.

    java <the launcher's options> -XX:StartFlightRecording=filename=c.jfr,settings=profile \
        -jar cli/target/meshport.jar convert --force bench.iqe out.iqm
    jfr print --stack-depth 64 --events jdk.ExecutionSample c.jfr > c.txt
    python3 bench/jfr-stages.py c.txt

A sample counts for the first stage (in the order below) any frame of its stack belongs to.
"""
import re, sys, collections
txt = open(sys.argv[1]).read()
ev = txt.split('jdk.ExecutionSample')
phase = collections.Counter()
rules = [
    ('IQE parse (text engine, number lines, ANTLR for the rest)', ['NumberLine', 'IqeNumberCommands', 'IqeLineReader', 'BlockParser', 'LineBlocks', 'OrderedBlockReader', 'IqeDocument$Builder.append', 'LineParser', 'DecimalFloatParser']),
    ('IQE compile (document -> model)', ['IqeCompiler', 'IqeMeshAssembler', 'IqeVertexData', 'IqeTriangles', 'IqeBlend']),
    ('IQM export: skinned bounds', ['SkinnedBounds']),
    ('IQM export: adjacency', ['EdgeAdjacency']),
    ('IQM export: vertex arrays, rest', ['IqmExporter']),
    ('IQM write (streaming to the file)', ['IqmWriter', 'IqmSink']),
    ('loss check, validation', ['LossCheck', 'ModelValidator']),
]
for e in ev:
    if 'sampledThread' not in e:
        continue
    frames = re.findall(r'^\s+([\w\.\$<>]+)\(', e, re.M)
    name = 'other (JVM start-up, class loading, picocli, interpreter)'
    for label, keys in rules:
        if any(any(k in f for k in keys) for f in frames):
            name = label
            break
    phase[name] += 1
total = sum(phase.values())
for k, v in phase.most_common():
    print(f'{v:5d} {100*v/total:5.1f}%  {k}')
print(total, 'samples')
