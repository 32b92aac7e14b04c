/*
 * Moves the wall clock (CLOCK_REALTIME) of every process it is preloaded into by TEST_CLOCK_OFFSET_MS, and nothing
 * else: monotonic clocks, timers and sleeps stay real. tests/clock/at.mjs builds it and preloads it into the whole
 * run (Node, workerd with its D1, Chromium), so every clock of the run reads the same moved time. docs/testing.md,
 * "Any hour", says why it is not libfaketime (whose lazy dlsym deadlocks workerd's allocator): this file allocates
 * nothing and resolves nothing, it asks the kernel directly.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static long long offset_ns;

__attribute__((constructor)) static void read_offset(void) {
  const char *value = getenv("TEST_CLOCK_OFFSET_MS");
  if (value) offset_ns = atoll(value) * 1000000LL;
}

static int is_wall_clock(clockid_t id) {
  return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE;
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  long result = syscall(SYS_clock_gettime, id, ts);
  if (result == 0 && offset_ns != 0 && is_wall_clock(id)) {
    long long ns = (long long)ts->tv_sec * 1000000000LL + ts->tv_nsec + offset_ns;
    ts->tv_sec = ns / 1000000000LL;
    ts->tv_nsec = ns % 1000000000LL;
  }
  return (int)result;
}

int gettimeofday(struct timeval *tv, void *tz) {
  (void)tz;
  struct timespec ts;
  int result = clock_gettime(CLOCK_REALTIME, &ts);
  if (result == 0 && tv) {
    tv->tv_sec = ts.tv_sec;
    tv->tv_usec = ts.tv_nsec / 1000;
  }
  return result;
}

time_t time(time_t *out) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (out) *out = ts.tv_sec;
  return ts.tv_sec;
}
