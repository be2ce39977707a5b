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
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"

# The processor too: kwire-kafka has it on its processor path only, which -am does not follow.
mvn -B -ntp -q -pl processor,examples -am package dependency:build-classpath -DskipTests \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath >&2
classpath="$repo/examples/target/test-classes:$repo/examples/target/classes:$(cat examples/target/test.classpath)"

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
"$java" -Dio.netty.leakDetection.level=disabled -cp "$classpath" io.kwire.examples.server.ConnectionMemory "$@"
echo
echo "Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name:[[:space:]]*//p' | head -1), $(free -g | awk '/^Mem:/ {print $2}') GiB; $("$java" -version 2>&1 | head -1)."
echo "Load average (1, 5, 15 min): $load_before before the run, $(cut -d' ' -f1-3 /proc/loadavg) after."
