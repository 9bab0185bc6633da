import { describe, expect, it } from 'vitest';
import { parseEventData, reconnectDelay, SseParser } from './events';

describe('SSE parser', () => {
  it('parses named events and skips comment pings', () => {
    const parser = new SseParser();
    const events = parser.push(
      ': ping\n\nevent: notification\ndata: {"countNotificationUnread":3}\n\nevent: counts\ndata: {"total":2}\n\n',
    );
    expect(events).toEqual([
      { event: 'notification', data: '{"countNotificationUnread":3}' },
      { event: 'counts', data: '{"total":2}' },
    ]);
    expect(parseEventData<{ countNotificationUnread: number }>(events[0]!)).toEqual({
      countNotificationUnread: 3,
    });
  });

  it('assembles events split across chunks, CRLF included', () => {
    const parser = new SseParser();
    expect(parser.push('event: cou')).toEqual([]);
    expect(parser.push('nts\r')).toEqual([]);
    expect(parser.push('\ndata: {"total"')).toEqual([]);
    expect(parser.push(':1}\r\n')).toEqual([]);
    expect(parser.push('\r\n')).toEqual([{ event: 'counts', data: '{"total":1}' }]);
  });

  it('joins several data lines, defaults the event name and keeps the id', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\ndata: a\ndata:b\n\n')).toEqual([{ event: 'message', data: 'a\nb', id: '7' }]);
  });

  it('does not dispatch an event without data, nor a half event after reset', () => {
    const parser = new SseParser();
    expect(parser.push('event: counts\n\n')).toEqual([]);
    parser.push('event: counts\ndata: {}\n');
    parser.reset();
    expect(parser.push('\n')).toEqual([]);
  });

  it('returns null for data that is not JSON', () => {
    expect(parseEventData({ event: 'x', data: 'not json' })).toBeNull();
  });
});

describe('reconnect back-off', () => {
  it('waits 1 s, 2 s, 5 s, then at most 10 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
