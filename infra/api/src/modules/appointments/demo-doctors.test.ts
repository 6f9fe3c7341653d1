import { BOOKING_PATHS, DoctorSearchAnswer, FreeSlots } from '@labshop/shared-contracts/core/api/booking';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('the demo doctors', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('offer a cardiologist with a free video slot the demo site can book', async () => {
    const found = expectShape(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/${BOOKING_PATHS.doctors}?specialization=cardiologist&meetingType=online`,
        })
      ).json(),
      DoctorSearchAnswer,
    );
    const cardiologist = found.doctors.find((entry) => entry.doctor.slug === 'piotr-wisniewski');
    expect(cardiologist?.nextSlot).not.toBeNull();
    const slot = cardiologist!.nextSlot!;

    const day = slot.startsAt.slice(0, 10);
    const slots = expectShape(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/${BOOKING_PATHS.slots(slot.serviceId)}?from=${day}&meetingType=online`,
        })
      ).json(),
      FreeSlots,
    );
    expect(slots.slots.map((free) => free.startsAt)).toContain(slot.startsAt);
  });
});
