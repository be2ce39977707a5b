#!/usr/bin/env bash
# Builds the benchmarks and runs the suite: kwire, Kafka 4.4.0's generated classes and the copy
# floor, then kwire's record batches beside Kafka's record classes and the JDK's CRC32C, side by
# side in one JMH run with the gc profiler, in settings that fit a 2-core machine (one fork, 3
# warm-up and 3 measured iterations of 1 s: about 40 minutes for the whole suite, 8 of them the
# record batches; the views run on their own, about 8 minutes, and so do the proxy's exchanges, about
# 5). Prints the Markdown tables
# docs/performance.md and its run logs carry, after the machine it ran on and its load, and draws
# the chart of the ratios (RatioChart) as benchmarks/target/performance-java<N>.svg; the whole
# suite's run also puts the chart in docs/, where docs/performance.md shows it.
#
#   benchmarks/run.sh                                        # the whole suite
#   benchmarks/run.sh records                                # the record batches alone, and their table
#   benchmarks/run.sh views                                  # the views (issue 35) alone, and their table
#   benchmarks/run.sh proxy                                  # the proxy's work per exchange (issue 36), and its table
#   benchmarks/run.sh -p workload=CreateTopicsRequest-100    # arguments go to JMH: a benchmark regex, -p ...
#   WARMUP=5 ITERATIONS=10 benchmarks/run.sh                 # more iterations
#   benchmarks/run.sh strings                                # one string, kwire beside the JDK (StringsBenchmark)
#   benchmarks/run.sh sasl                                   # one login attempt, PLAIN and SCRAM (SaslLoginBenchmark)
#   JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 benchmarks/run.sh   # on another JDK: it builds and runs there
#
# JMH's own output goes to standard error and to benchmarks/target/jmh-run.log; its JSON result
# to benchmarks/target/jmh-result.json.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
warmup="${WARMUP:-3}"
iterations="${ITERATIONS:-3}"
jar=benchmarks/target/benchmarks.jar
result=benchmarks/target/jmh-result.json

java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
# The processor too: kwire-kafka has it on its processor path only, which -am does not follow, so
# without it the codecs and views would come from whatever processor the local repository holds.
mvn -B -ntp -q -pl processor,benchmarks -am package -DskipTests >&2

machine() {
  cpu="$(lscpu | sed -n 's/^Model name:[[:space:]]*//p' | head -1)"
  echo "Machine: $(nproc) cores, ${cpu:-unknown CPU}, $(free -g | awk '/^Mem:/ {print $2}') GiB; $("$java" -version 2>&1 | head -1)."
}

if [ "${1:-}" = strings ]; then
  shift
  # JMH's own summary: average time per string, and bytes allocated per string (gc.alloc.rate.norm).
  "$java" -jar "$jar" StringsBenchmark -prof gc "$@" 2>&1 | tee benchmarks/target/jmh-strings.log >&2
  machine
  echo
  sed -n '/^Benchmark/,$p' benchmarks/target/jmh-strings.log | grep -E '^Benchmark|StringsBenchmark\.[a-zA-Z]+ |alloc.rate.norm'
  exit 0
fi

if [ "${1:-}" = sasl ]; then
  shift
  # JMH's own summary: average time per login attempt, in microseconds.
  "$java" -jar "$jar" SaslLoginBenchmark "$@" 2>&1 | tee benchmarks/target/jmh-sasl.log >&2
  machine
  echo
  sed -n '/^Benchmark/,$p' benchmarks/target/jmh-sasl.log
  exit 0
fi

if [ "${1:-}" = proxy ]; then
  shift
  # The proxy's work per exchange (issue 36): kwire's proxy (KwireProxyBenchmark) beside the decode and
  # re-encode with Kafka's classes (KafkaProxyBenchmark), 4 exchanges each, in ProxyState's settings:
  # 1 fork, 5 warm-up iterations of 2 s and 5 measured of 3 s, about 4 minutes; then their table.
  load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
  "$java" -jar "$jar" ProxyBenchmark -prof gc -rf json -rff benchmarks/target/jmh-proxy.json "$@" 2>&1 \
    | tee benchmarks/target/jmh-proxy.log >&2
  load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
  machine
  echo "Load average (1, 5, 15 min): $load_before before the run, $load_after after."
  echo "Settings: 1 fork, 5 warm-up iterations of 2 s and 5 measured of 3 s, -prof gc${*:+; JMH arguments: $*}."
  echo
  "$java" -cp "$jar" io.kwire.benchmarks.ResultTable benchmarks/target/jmh-proxy.json
  exit 0
fi

whole_suite=$(( $# == 0 ))
# Left out of every run but their own: one string, one login, the views, whose 53 benchmarks would
# add some 8 minutes to the whole suite's 40, and the proxy's exchanges.
exclude=StringsBenchmark,SaslLoginBenchmark,ViewBenchmark,ProxyBenchmark
if [ "${1:-}" = records ]; then
  shift
  # The record batch benchmarks only: the same run and table, of their rows alone.
  set -- '(KwireRecords|KafkaRecords|KwireCrc|JdkCrc)Benchmark' "$@"
elif [ "${1:-}" = views ]; then
  shift
  # The views of issue 35's table, kwire's full decode and Kafka's classes beside them
  # (Kwire<Message>ViewBenchmark, Kafka<Message>ViewBenchmark) and the partition walk's floor
  # (FloorProduceViewBenchmark): the same run, and their table.
  set -- 'ViewBenchmark' "$@"
  exclude=StringsBenchmark,SaslLoginBenchmark,ProxyBenchmark
fi

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
"$java" -jar "$jar" -e "$exclude" -f 1 -wi "$warmup" -w 1 -i "$iterations" -r 1 -prof gc -rf json -rff "$result" "$@" 2>&1 \
  | tee benchmarks/target/jmh-run.log >&2
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

machine
echo "Load average (1, 5, 15 min): $load_before before the run, $load_after after."
echo "Settings: 1 fork, $warmup warm-up and $iterations measured iterations of 1 s, -prof gc."
echo
"$java" -cp "$jar" io.kwire.benchmarks.ResultTable "$result"

java_property() {
  "$java" -XshowSettings:properties -version 2>&1 | sed -n "s/^ *$1 = //p"
}
commit="$(git rev-parse --short HEAD)"
git diff --quiet HEAD || commit="$commit with uncommitted changes"
chart="benchmarks/target/performance-java$(java_property java.specification.version).svg"
rm -f "$chart"
"$java" -cp "$jar" io.kwire.benchmarks.RatioChart "$result" "$chart" \
  "Java $(java_property java.version), $(date +%F), commit $commit; 1 fork, $warmup + $iterations iterations of 1 s"
if [ -f "$chart" ]; then
  echo
  echo "Chart: $chart"
  if [ "$whole_suite" = 1 ]; then
    cp "$chart" docs/
    echo "and docs/$(basename "$chart"), which docs/performance.md shows."
  fi
fi
