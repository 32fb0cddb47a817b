interface TLane<V> {
  running?: Promise<V>;
  /** the read that starts once `running` settles, shared by every caller that came meanwhile */
  queued?: Promise<V>;
}

const ignore = () => undefined;

/**
 * `read` shared among concurrent callers of the same key without ever answering a caller with a
 * read that began before its call: a caller starts a read when none of its key is running, else
 * waits for the next one, which starts as soon as the running one settles and serves everyone who
 * came meanwhile. Under load a key is read at most twice per read's duration, however many ask.
 */
export function sharedReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const lanes = new Map<K, TLane<V>>();

  function start(key: K, lane: TLane<V>): Promise<V> {
    const running = read(key);
    lane.running = running;
    void running.then(ignore, ignore).then(() => {
      if (lane.running === running) lane.running = undefined;
      if (!lane.running && !lane.queued && lanes.get(key) === lane) lanes.delete(key);
    });
    return running;
  }

  return (key) => {
    const lane = lanes.get(key) ?? {};
    lanes.set(key, lane);
    const { running } = lane;
    if (!running) return start(key, lane);
    lane.queued ??= running.then(ignore, ignore).then(() => {
      lane.queued = undefined;
      return start(key, lane);
    });
    return lane.queued;
  };
}
