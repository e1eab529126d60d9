import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the shallows set, in words of its own
// (none of these sentences is in the set).

describe('detector: a counter at the end of a key=value line (issue 49, 28th round)', () => {
  it('reads the number ending a line of counts as no house number', () => {
    expectClean('app1 : ok=12 changed=3 unreachable=0 failed=0 skipped=1 ignored=0\nDeploy run took 2 minutes');
    expectClean('tests=48 passed=47 failed=1 retried=0\nNightly run finished at the usual hour');
  });

  it('keeps a phone number, keyed-in digits and an age that end such a line', () => {
    expectFound('event=call ani=01632960418\nqueue=gyn', '01632960418');
    expectFound('prompt=enter_phone dtmf=0-7-7-0-0-9-0-0-1-2-3\nresult=matched', '0-7-7-0-0-9-0-0-1-2-3');
    expectFound('sex=F age=93\nSeen in clinic today', '93');
  });

  it('keeps a quoted address and one on a line of its own', () => {
    expectFound('level=info addr="27 Heron Run" retries=0\nNightly run done', '27 Heron Run');
    expectFound('Counts: ok=3 failed=0\nHome: 27 Heron Run, Ashby de la Zouch', '27 Heron Run');
  });
});
