// A latency probe in a process of its own: `connections` loops ask `url` one request after another until
// the parent writes "stop" on stdin, then print one JSON line with the count, p50, p99, max and the errors.
// In its own process so the server under test (in the parent) is measured, not the probe.
const [url, connectionsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: latency-probe <url> [connections]');
const connections = Number(connectionsArg ?? 4);
const latencies: number[] = [];
let errors = 0;
let stopping = false;

async function loop(): Promise<void> {
  while (!stopping) {
    const started = performance.now();
    try {
      const response = await fetch(url!, { headers: { accept: 'application/json' } });
      await response.arrayBuffer();
      if (!response.ok) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
  }
}

const loops = Array.from({ length: connections }, () => loop());
process.stdin.on('data', (data: Buffer) => {
  if (!data.toString().includes('stop')) return;
  stopping = true;
  void Promise.all(loops).then(() => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10;
    process.stdout.write(`${JSON.stringify({ requests: sorted.length, p50Ms: at(50), p99Ms: at(99), maxMs: at(100), errors })}\n`);
    process.exit(0);
  });
});
