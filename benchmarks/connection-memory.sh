#!/usr/bin/env bash
# What a connection to the example server holds (issue 37): 2,000 idle connections over plaintext, TLS and
# SASL (PLAIN), then 100 plaintext connections each pipelining 10, 100 and 1,000 Metadata requests (answers
# of some 27 KB) that it never reads; per connection, the server's Java heap (live objects after full
# collections, before and after) and its buffers (a pooled allocator's metrics). The clients run in a JVM of
# their own. Prints the table of docs/operations.md (ConnectionMemory in examples' tests), with the machine
# and its load. About a minute on a 2-core machine.
#
#   benchmarks/connection-memory.sh              # 2,000 idle connections, 100 pipelining
#   benchmarks/connection-memory.sh 5000 200     # 5,000 idle connections, 200 pipelining (mind ulimit -n)
#   JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 benchmarks/connection-memory.sh   # on another JDK
set -euo pipefail
source "$(dirname "$0")/examples-classpath.sh"

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
"$java" -Dio.netty.leakDetection.level=disabled -cp "$classpath" io.kwire.examples.server.ConnectionMemory "$@"
echo
machine
echo "Load average (1, 5, 15 min): $load_before before the run, $(cut -d' ' -f1-3 /proc/loadavg) after."
