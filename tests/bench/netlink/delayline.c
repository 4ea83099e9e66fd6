/*
 * delayline: a user-space replacement for netem delay/jitter/loss.
 *
 * The kernel this benchmark runs on has no netem, so the router namespace
 * policy-routes forwarded IPv4 traffic into TUN devices, one per direction;
 * this program reads each packet, holds it for a per-packet delay and writes
 * it back into the same TUN device, where the kernel forwards it on as if it
 * had just arrived.
 *
 * Each direction has its own delay, jitter and loss, and is kept strictly
 * FIFO: a packet's release time is max(previous release, arrival + delay +
 * jitter). A real link cannot let a later packet overtake an earlier one, and
 * reordering would make TCP see spurious loss. Because release times within a
 * direction never decrease, a plain ring buffer is already sorted: no heap or
 * timer wheel is needed, and each packet costs O(1) plus one read() and one
 * write().
 *
 * One thread does everything: sleep in ppoll() until the earliest head-of-ring
 * deadline or until a TUN fd is readable, drain a bounded batch of packets,
 * release every due packet (with --batch-us, on a fixed period while traffic
 * is dense: see main()). No locking; the timer slack is set to 1 ns, the
 * timer is set early by the measured wake-up latency, and (with --rt) the
 * thread runs SCHED_FIFO, so packets leave on time to within tens of us.
 *
 * Build: cc -O2 -pthread -o delayline delayline.c
 * Run:   delayline --down-dev dld --up-dev dlu --delay 10 --jitter 1
 * Prints "ready" on stdout once attached; exits cleanly on SIGTERM/SIGINT and
 * prints per-direction counters on stderr.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define SLOT_BYTES 2048 /* holds any packet of a 1500-byte (or up to 2 KB) MTU */
#define READ_BATCH 64   /* bounded so a flood of arrivals cannot delay releases */
#define DEFAULT_SLOTS 16384

enum dist { DIST_UNIFORM, DIST_NORMAL };

struct dir_params {
  double delay_ms;  /* fixed one-way delay */
  double jitter_ms; /* uniform: offset in [-j, +j]; normal: sigma j, clipped at 3j */
  double loss;      /* fraction 0..1 of packets dropped */
};

struct ring {
  const char *name;
  const char *dev;
  int fd;
  struct dir_params p;
  uint32_t cap, head, count;
  int64_t *due; /* release time, CLOCK_MONOTONIC ns */
  uint16_t *len;
  uint8_t *data; /* cap * SLOT_BYTES */
  int64_t last_due;
  uint64_t in, out, lost, full, write_err;
  int64_t late_sum, late_max; /* how long after its due time a packet really left (<0: early), ns */
};

struct config {
  struct ring dir[2]; /* [0] down, [1] up */
  enum dist dist;
  uint32_t slots;
  uint64_t seed;
  int rt_prio;
  int cpu;
  int64_t batch_ns;
};

static volatile sig_atomic_t stop_requested;
static uint64_t rng_state;

/* Timer wake-ups arrive late by a fairly steady amount (50-150 us in a VM,
   more when the CPU was idle), which would add to every packet's delay. So
   the timer is set that much early and packets due within it are released:
   an EWMA of the lateness measured on timed wake-ups, capped. */
#define MAX_ADVANCE_NS 200000
static int64_t wake_advance_ns;

static void on_signal(int sig) {
  (void)sig;
  stop_requested = 1;
}

static int64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* splitmix64: fast, good enough for loss/jitter, reproducible with --seed. */
static uint64_t rng_next(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static double rng_unit(void) { return (rng_next() >> 11) * (1.0 / 9007199254740992.0); }

/* Standard normal via the sum of 12 uniforms (Irwin-Hall): close enough for
   jitter, and it needs no libm, so the plain `cc -O2 -pthread` build links. */
static double rng_normal(void) {
  double s = 0;
  for (int i = 0; i < 12; i++) s += rng_unit();
  return s - 6.0;
}

static double jitter_offset_ms(const struct dir_params *p, enum dist d) {
  if (p->jitter_ms <= 0) return 0;
  if (d == DIST_UNIFORM) return (rng_unit() * 2.0 - 1.0) * p->jitter_ms;
  double x = rng_normal();
  if (x > 3) x = 3; /* clip so one unlucky draw cannot stall the FIFO for long */
  if (x < -3) x = -3;
  return x * p->jitter_ms;
}

static void ring_alloc(struct ring *r, uint32_t cap) {
  r->cap = cap;
  r->due = calloc(cap, sizeof *r->due);
  r->len = calloc(cap, sizeof *r->len);
  r->data = malloc((size_t)cap * SLOT_BYTES);
  if (!r->due || !r->len || !r->data) {
    fprintf(stderr, "delayline: out of memory for %u slots\n", cap);
    exit(1);
  }
}

/* Queue one packet; arrival time `now` decides its release time. */
static void ring_push(struct ring *r, const uint8_t *pkt, size_t n, int64_t now, enum dist d) {
  r->in++;
  if (r->p.loss > 0 && rng_unit() < r->p.loss) {
    r->lost++;
    return;
  }
  if (r->count == r->cap || n > SLOT_BYTES) {
    r->full++;
    return;
  }
  double ms = r->p.delay_ms + jitter_offset_ms(&r->p, d);
  int64_t due = now + (ms > 0 ? (int64_t)(ms * 1e6) : 0);
  if (due < r->last_due) due = r->last_due; /* FIFO: never overtake */
  r->last_due = due;
  uint32_t slot = (r->head + r->count) % r->cap;
  r->due[slot] = due;
  r->len[slot] = (uint16_t)n;
  memcpy(r->data + (size_t)slot * SLOT_BYTES, pkt, n);
  r->count++;
}

/* Write back every packet due by `horizon`; returns how many left. */
static int ring_release(struct ring *r, int64_t now, int64_t horizon) {
  int released = 0;
  while (r->count && r->due[r->head] <= horizon) {
    uint32_t s = r->head;
    if (write(r->fd, r->data + (size_t)s * SLOT_BYTES, r->len[s]) < 0) {
      r->write_err++;
    } else {
      int64_t late = now - r->due[s];
      r->out++;
      r->late_sum += late;
      if (late > r->late_max) r->late_max = late;
    }
    r->head = (r->head + 1) % r->cap;
    r->count--;
    released++;
  }
  return released;
}

static int64_t ring_next_due(const struct ring *r) { return r->count ? r->due[r->head] : INT64_MAX; }

/* Read until this direction's TUN queue is empty (or a batch is done), each
   packet taken to have arrived at `arrival` (0: when it is read); returns how
   many were read. */
static int ring_drain_tun(struct ring *r, enum dist d, int64_t arrival) {
  static uint8_t buf[65536];
  int got = 0;
  for (int i = 0; i < READ_BATCH; i++) {
    ssize_t n = read(r->fd, buf, sizeof buf);
    if (n < 0) break; /* EAGAIN: drained */
    got++;
    if (n < 20 || (buf[0] >> 4) != 4) continue; /* only forwarded IPv4 is routed here */
    ring_push(r, buf, (size_t)n, arrival ? arrival : now_ns(), d);
  }
  return got;
}

/* TUNSETIFF would quietly create a missing device; the delay line must only
   ever attach to the one the router's routing points at. */
static void require_device(const char *dev) {
  struct ifreq ifr;
  memset(&ifr, 0, sizeof ifr);
  snprintf(ifr.ifr_name, IFNAMSIZ, "%s", dev);
  int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (s < 0 || ioctl(s, SIOCGIFINDEX, &ifr) < 0) {
    fprintf(stderr, "delayline: no network device %s here (create it with ip tuntap add)\n", dev);
    exit(1);
  }
  close(s);
}

static int tun_attach(const char *dev) {
  require_device(dev);
  int fd = open("/dev/net/tun", O_RDWR | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    perror("delayline: open /dev/net/tun");
    exit(1);
  }
  struct ifreq ifr;
  memset(&ifr, 0, sizeof ifr);
  ifr.ifr_flags = IFF_TUN | IFF_NO_PI;
  snprintf(ifr.ifr_name, IFNAMSIZ, "%s", dev);
  if (ioctl(fd, TUNSETIFF, &ifr) < 0) {
    fprintf(stderr, "delayline: attach to TUN device %s: %s\n", dev, strerror(errno));
    exit(1);
  }
  return fd;
}

static void usage(void) {
  fprintf(stderr,
          "usage: delayline [--down-dev TUN] [--up-dev TUN] [options]\n"
          "  --down-dev/--up-dev NAME   existing TUN device carrying that direction\n"
          "  --delay MS        one-way delay, both directions (default 0)\n"
          "  --jitter MS       jitter, both directions (uniform: +-MS; normal: sigma MS)\n"
          "  --loss FRAC       loss fraction 0..1, both directions\n"
          "  --down-delay/--up-delay/--down-jitter/--up-jitter/--down-loss/--up-loss\n"
          "                    per-direction overrides\n"
          "  --dist uniform|normal   jitter distribution (default uniform)\n"
          "  --slots N         queue capacity per direction in packets (default %d)\n"
          "  --seed N          random seed (default: from the clock)\n"
          "  --rt PRIO         run as SCHED_FIFO with this priority (1..99)\n"
          "  --cpu N           pin to CPU N (default: not pinned)\n"
          "  --batch-us N      while packets come closer than N us, wake every N us\n"
          "                    instead of per packet (default 0: per packet)\n",
          DEFAULT_SLOTS);
  exit(2);
}

static void parse_args(int argc, char **argv, struct config *c) {
  enum { O_DDEV = 1, O_UDEV, O_DELAY, O_JIT, O_LOSS, O_DD, O_UD, O_DJ, O_UJ, O_DL, O_UL, O_DIST, O_SLOTS, O_SEED, O_RT, O_CPU, O_BATCH };
  static const struct option opts[] = {
      {"down-dev", 1, 0, O_DDEV},  {"up-dev", 1, 0, O_UDEV},       {"delay", 1, 0, O_DELAY},
      {"jitter", 1, 0, O_JIT},     {"loss", 1, 0, O_LOSS},         {"down-delay", 1, 0, O_DD},
      {"up-delay", 1, 0, O_UD},    {"down-jitter", 1, 0, O_DJ},    {"up-jitter", 1, 0, O_UJ},
      {"down-loss", 1, 0, O_DL},   {"up-loss", 1, 0, O_UL},        {"dist", 1, 0, O_DIST},
      {"slots", 1, 0, O_SLOTS},    {"seed", 1, 0, O_SEED},         {"rt", 1, 0, O_RT},
      {"cpu", 1, 0, O_CPU},        {"batch-us", 1, 0, O_BATCH},    {0, 0, 0, 0}};
  struct dir_params *down = &c->dir[0].p, *up = &c->dir[1].p;
  int o;
  while ((o = getopt_long(argc, argv, "", opts, NULL)) != -1) {
    double v = optarg ? atof(optarg) : 0;
    switch (o) {
      case O_DDEV: c->dir[0].dev = optarg; break;
      case O_UDEV: c->dir[1].dev = optarg; break;
      case O_DELAY: down->delay_ms = up->delay_ms = v; break;
      case O_JIT: down->jitter_ms = up->jitter_ms = v; break;
      case O_LOSS: down->loss = up->loss = v; break;
      case O_DD: down->delay_ms = v; break;
      case O_UD: up->delay_ms = v; break;
      case O_DJ: down->jitter_ms = v; break;
      case O_UJ: up->jitter_ms = v; break;
      case O_DL: down->loss = v; break;
      case O_UL: up->loss = v; break;
      case O_DIST:
        if (!strcmp(optarg, "uniform")) c->dist = DIST_UNIFORM;
        else if (!strcmp(optarg, "normal")) c->dist = DIST_NORMAL;
        else usage();
        break;
      case O_SLOTS: c->slots = (uint32_t)strtoul(optarg, NULL, 10); break;
      case O_SEED: c->seed = strtoull(optarg, NULL, 10); break;
      case O_RT: c->rt_prio = atoi(optarg); break;
      case O_CPU: c->cpu = atoi(optarg); break;
      case O_BATCH: c->batch_ns = (int64_t)(v * 1000); break;
      default: usage();
    }
  }
  if (optind != argc || (!c->dir[0].dev && !c->dir[1].dev) || c->slots < 16) usage();
  for (int i = 0; i < 2; i++) {
    if (c->dir[i].p.loss < 0 || c->dir[i].p.loss > 1) usage();
  }
}

/* On 2 cores the delay line shares a CPU with iperf3 and the kernel's own
   forwarding work; as a normal task it is now and then preempted for several
   ms, which would show up as delay spikes. It sleeps most of the time, so a
   real-time priority costs the others little. Locked memory avoids page-fault
   stalls when the rings first wrap. Failure only costs precision: warn, go on. */
static void become_realtime(int prio) {
  struct sched_param sp = {.sched_priority = prio};
  if (sched_setscheduler(0, SCHED_FIFO, &sp) < 0) perror("delayline: SCHED_FIFO (continuing without)");
  if (mlockall(MCL_CURRENT | MCL_FUTURE) < 0) perror("delayline: mlockall (continuing without)");
}

/* Pinned, so that the kernel's receive work for the packets it writes can be
   steered (RPS) to the other CPUs instead of running inside this thread. */
static void pin_to_cpu(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  if (sched_setaffinity(0, sizeof set, &set) < 0) perror("delayline: pin to CPU (continuing unpinned)");
}

static void print_stats(const struct ring *r) {
  fprintf(stderr,
          "delayline %s: in %llu out %llu lost %llu queue-full %llu write-errors %llu "
          "late-avg-us %.1f late-max-us %.1f wake-advance-us %.1f\n",
          r->name, (unsigned long long)r->in, (unsigned long long)r->out, (unsigned long long)r->lost,
          (unsigned long long)r->full, (unsigned long long)r->write_err,
          r->out ? r->late_sum / 1e3 / r->out : 0.0, r->late_max / 1e3, wake_advance_ns / 1e3);
}

/* Sleeps until the earliest due packet or until a TUN fd is readable. */
static void wait_for_work(struct ring **rings, int n, const sigset_t *unblocked) {
  struct pollfd pfd[2];
  int64_t next = INT64_MAX;
  for (int i = 0; i < n; i++) {
    pfd[i] = (struct pollfd){.fd = rings[i]->fd, .events = POLLIN};
    int64_t due = ring_next_due(rings[i]);
    if (due < next) next = due;
  }
  struct timespec ts, *tsp = NULL;
  int64_t target = 0;
  if (next != INT64_MAX) {
    target = next - wake_advance_ns;
    int64_t wait = target - now_ns();
    if (wait < 0) wait = 0;
    ts.tv_sec = wait / 1000000000LL;
    ts.tv_nsec = wait % 1000000000LL;
    tsp = &ts;
  }
  /* Signals are only deliverable inside ppoll, so a SIGTERM cannot be lost
     between the check of stop_requested and going to sleep. */
  int ready = ppoll(pfd, n, tsp, unblocked);
  if (ready == 0 && tsp && (ts.tv_sec || ts.tv_nsec)) {
    int64_t late = now_ns() - target;
    if (late < 0) late = 0;
    if (late > 4 * MAX_ADVANCE_NS) return; /* a stall, not the usual latency: ignore */
    wake_advance_ns += (late - wake_advance_ns) / 16;
    if (wake_advance_ns > MAX_ADVANCE_NS) wake_advance_ns = MAX_ADVANCE_NS;
  }
}

/* Seeds the wake-up advance with the median lateness of a few short sleeps,
   so the first packets are already on time. */
static void calibrate_wake_advance(void) {
  enum { N = 21 };
  int64_t late[N];
  for (int i = 0; i < N; i++) {
    int64_t target = now_ns() + 1000000;
    struct timespec ts = {.tv_sec = target / 1000000000LL, .tv_nsec = target % 1000000000LL};
    clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL);
    late[i] = now_ns() - target;
  }
  for (int i = 1; i < N; i++) /* insertion sort, N is tiny */
    for (int j = i; j > 0 && late[j] < late[j - 1]; j--) {
      int64_t t = late[j];
      late[j] = late[j - 1];
      late[j - 1] = t;
    }
  wake_advance_ns = late[N / 2] < MAX_ADVANCE_NS ? late[N / 2] : MAX_ADVANCE_NS;
}

static void setup_signals(sigset_t *unblocked) {
  sigset_t block;
  sigemptyset(&block);
  sigaddset(&block, SIGTERM);
  sigaddset(&block, SIGINT);
  sigprocmask(SIG_BLOCK, &block, unblocked);
  struct sigaction sa = {.sa_handler = on_signal};
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);
}

int main(int argc, char **argv) {
  struct config c = {.dist = DIST_UNIFORM, .slots = DEFAULT_SLOTS, .cpu = -1};
  c.dir[0].name = "down";
  c.dir[1].name = "up";
  parse_args(argc, argv, &c);
  rng_state = c.seed ? c.seed : (uint64_t)now_ns() ^ ((uint64_t)getpid() << 32);
  prctl(PR_SET_TIMERSLACK, 1UL, 0, 0, 0); /* the default 50 us slack would blur the delay */
  if (c.cpu >= 0) pin_to_cpu(c.cpu);
  if (c.rt_prio > 0) become_realtime(c.rt_prio);
  calibrate_wake_advance();

  sigset_t unblocked;
  setup_signals(&unblocked);
  struct ring *rings[2];
  int n = 0;
  for (int i = 0; i < 2; i++) {
    if (!c.dir[i].dev) continue;
    ring_alloc(&c.dir[i], c.slots);
    c.dir[i].fd = tun_attach(c.dir[i].dev);
    rings[n++] = &c.dir[i];
  }
  printf("ready\n");
  fflush(stdout);

  /* Per packet, each arrival wakes the thread and each release has its own
     timer. On a guest where a wake-up is dear (perf: a paravirtualised kernel
     spent ~60 % of the delay line's time re-enabling interrupts after task
     switches and ~11 % programming timers; 56 % of a CPU at 100 Mbit/s) that
     leaves too little of 2 CPUs for a browser at the far end. So while events come closer
     than --batch-us, the thread wakes on that period instead: what arrived
     since the last wake is taken to have arrived halfway between, and what is
     due within half a period either side leaves now, so delays stay right on
     average and off by at most half a period. It falls back to per-packet
     wake-ups as soon as a period passes with nothing to do. */
  int batching = 0;
  int64_t last = now_ns();
  while (!stop_requested) {
    if (batching) {
      /* ppoll without descriptors: a timer that still lets SIGTERM in. */
      int64_t wait = last + c.batch_ns - wake_advance_ns - now_ns();
      if (wait < 0) wait = 0;
      struct timespec ts = {.tv_sec = wait / 1000000000LL, .tv_nsec = wait % 1000000000LL};
      ppoll(NULL, 0, &ts, &unblocked);
    } else {
      wait_for_work(rings, n, &unblocked);
    }
    int64_t now = now_ns();
    int work = 0;
    for (int i = 0; i < n; i++) work += ring_drain_tun(rings[i], c.dist, batching ? (last + now) / 2 : 0);
    int64_t horizon = batching ? now + c.batch_ns / 2 : now + wake_advance_ns;
    for (int i = 0; i < n; i++) work += ring_release(rings[i], now, horizon);
    batching = c.batch_ns > 0 && work > 0 && (batching || now - last < c.batch_ns);
    last = now;
  }
  for (int i = 0; i < n; i++) {
    print_stats(rings[i]);
    close(rings[i]->fd);
  }
  return 0;
}
