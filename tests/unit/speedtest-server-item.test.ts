import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { SpeedTestServerItem } from '../../src/domain/content/speedtest';

const item = (url: string) => ({ id: 1, status: 'published', position: 1, name_ukr: 'Сервер', name_ru: 'Сервер', url });
const accepted = (url: string) => !(SpeedTestServerItem(item(url)) instanceof type.errors);

describe('a measurement server in the speedtest collection', () => {
  it.each([['/speedtest/'], ['https://st-vilniansk.zorianet.example/speedtest/'], ['https://st.zorianet.example:8443/'], ['http://127.0.0.1:4000/speedtest/'], ['http://localhost/']])(
    'accepts %s',
    (url) => expect(accepted(url)).toBe(true),
  );

  it.each([
    ['//evil.example/speedtest/', 'another host by a path'],
    ['http://st.zorianet.example/speedtest/', 'plain http to another machine'],
    ['http://127.0.0.1.evil.example/speedtest/', 'a host that only starts like loopback'],
    ['https:///speedtest/', 'no host'],
    ['https://st.zorianet.example/speedtest', 'no closing slash'],
    ['javascript:alert(1)//', 'another scheme'],
    ['https://st.zorianet.example@evil.example/speedtest/', 'credentials before the host (fetch refuses them)'],
  ])('refuses %s (%s)', (url) => expect(accepted(url)).toBe(false));
});
