import { expectClean, expectFound } from './helpers';

describe("detector: a voice assistant's own speaker label is the device (issue 49, 35th round)", () => {
  it('keeps the reply of an assistant that was just commanded clean', () => {
    expectClean(
      'USER: Alexa, how long do hot flushes usually last?\n' +
        'ALEXA: According to the NHS, they can carry on for several years after the last period.',
    );
  });

  it('keeps the label clean after a greeting before the wake word', () => {
    expectClean('USER: Hey Siri, set a timer for my patch change.\nSIRI: Your timer is set for twelve hours.');
  });

  it('still finds a speaker of that name where no line commands the assistant', () => {
    expectFound(
      'ALEXA: I have been having night sweats for three weeks, can I get an appointment?\nNURSE: Of course.',
      'ALEXA',
    );
  });

  it('still finds a person the user asks the assistant to call', () => {
    expectFound('USER: Alexa, call Marguerite Oyelaran.\nALEXA: Calling Marguerite Oyelaran.', 'Oyelaran');
  });

  it('still finds a daughter named like the assistant in a patient chat', () => {
    expectFound('PATIENT: My daughter ALEXA will drive me in.\nALEXA: Yes, I can bring her on Friday.', 'ALEXA');
  });
});
