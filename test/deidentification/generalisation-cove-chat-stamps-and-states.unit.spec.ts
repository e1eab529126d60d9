import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set (issue 49, 32nd round).
describe("detector: a chat agent after a message's time stamp (issue 49, 32nd round)", () => {
  it('reads Bot or Assistant as the speaker after a time stamp', () => {
    expectClean('[09:14] Bot: Thanks for your message! Type 2 to book a call back.\n[09:15] User: 2');
    expectClean('(21:40) Assistant: A nurse will reply within one working day.');
    expectClean('07:05 - Bot: Your prescription is ready to collect.');
  });

  it('still reads a person speaking after a time stamp, or a name before Bot', () => {
    expectFound('[09:14] Bot: Connecting you now.\n[09:16] Harriet Okoro: hello, I need a refill', 'Harriet Okoro');
    expectFound('[09:20] Joanna Bot: see you Tuesday', 'Joanna');
  });
});

describe('detector: a state or province named as one (issue 49, 32nd round)', () => {
  it('reads a name before "state" or "province", or after "the state of", as the first-level division', () => {
    expectClean('She grew up in Rio de Janeiro state and moved for work.');
    expectClean('Her family is from the state of Nuevo León, she said.');
    expectClean('Travelled across Punjab province during the flood relief.');
  });

  it('still reads the same city with no such noun, or a street before it, as a place', () => {
    expectFound('She lives at Rua das Flores 88, Rio de Janeiro.', 'Rua das Flores');
    expectFound('Moved to Guadalajara last spring.', 'Guadalajara', 'location');
  });
});
