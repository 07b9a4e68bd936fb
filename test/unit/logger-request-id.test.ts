import { requestIdMixin } from '../../src/logger';
import { enterMeter, leaveMeter, RequestMeter } from '../../src/request-meter';

describe('log lines carry the id of the request whose code runs', () => {
  it('while a request is entered, and not after it left or while another runs', () => {
    const a = new RequestMeter('ip:a', true, 'req-a');
    const b = new RequestMeter('ip:b', true, 'req-b');
    expect(requestIdMixin()).toEqual({});
    enterMeter(a);
    expect(requestIdMixin()).toEqual({ requestId: 'req-a' });
    enterMeter(b); // b's code resumes: its lines are b's
    expect(requestIdMixin()).toEqual({ requestId: 'req-b' });
    enterMeter(a);
    leaveMeter(a);
    expect(requestIdMixin()).toEqual({});
  });

  it('adds nothing for work of no request (a meter without an id, or none)', () => {
    const meter = new RequestMeter('ip:a', true);
    enterMeter(meter);
    expect(requestIdMixin()).toEqual({});
    leaveMeter(meter);
    enterMeter(null);
    expect(requestIdMixin()).toEqual({});
  });
});
