#!/usr/bin/env bash
# What the example proxy costs end to end (issue 36): a real Kafka 4.4.0 broker, the demo's proxy
# (java -jar examples/target/kwire-demo.jar proxy, counting each Produce's records per topic) in a
# JVM of its own in front of it, and Kafka's own idempotent producer (each compression type in
# turn) and a consumer with assign/seek carrying 100,000 records straight to the broker and then
# through the proxy, every record checked. After ten warm-up rounds (C2 compiles the proxy's paths
# only after thousands of requests), prints per compression type and for all five together the
# median of five measured rounds: wall time both ways (clients connected first, which goes first
# alternating), the proxy process's CPU time as the OS counts it (before and after), the broker's,
# and the proxy's resident memory now and at its peak (ProxyCost in examples' tests). About three
# minutes.
#
#   benchmarks/proxy.sh                          # 100,000 records a compression type, 10 + 5 rounds
#   benchmarks/proxy.sh 100000 8 9               # 8 warm-up rounds, 9 measured
#   benchmarks/proxy.sh 20000 0 1                # fewer records, no warm-up, one measured round
#   PROXY_JAVA_OPTS="-Xmx64m" benchmarks/proxy.sh   # the proxy JVM's options
#   JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 benchmarks/proxy.sh   # on another JDK
#
# Run it on a quiet machine: the broker, the clients and the proxy share its cores.
set -euo pipefail
source "$(dirname "$0")/examples-classpath.sh"

machine "; load $(cut -d' ' -f1-3 /proc/loadavg)"
"$java" -cp "$classpath" io.kwire.examples.proxy.ProxyCost examples/target/kwire-demo.jar "$@"
