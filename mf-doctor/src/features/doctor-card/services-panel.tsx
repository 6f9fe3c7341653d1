import { formatMoney, type DoctorCard } from '@labshop/shared-contracts/core';
import { Link } from 'react-router-dom';
import { Table, VisuallyHidden } from '@labshop/shared-contracts/web/ui';
import { meetingTypesInWords } from '../../lib/meeting-types';

type DoctorService = DoctorCard['services'][number];

export function ServicesPanel({ doctor, currency }: { doctor: DoctorCard; currency: string }) {
  if (doctor.services.length === 0) return <p>This doctor has no services listed yet.</p>;
  // On a phone each service stacks into a card, its way of meeting and its price named beside them.
  return (
    <Table
      caption="Services and prices"
      captionHidden
      rows={doctor.services}
      rowKey={(service) => service.id}
      rowHeader="service"
      columns={[
        { id: 'service', header: 'Service', cell: (service: DoctorService) => service.name },
        { id: 'how', header: 'How', cell: (service: DoctorService) => meetingTypesInWords(service.meetingTypes) },
        {
          id: 'price',
          header: 'Price',
          cell: (service: DoctorService) => formatMoney(service.priceMinor, currency),
          numeric: true,
        },
        {
          id: 'book',
          header: 'Booking',
          cell: (service: DoctorService) => (
            <Link to={`/appointment/choose-date/${encodeURIComponent(service.id)}`}>
              Choose a date<VisuallyHidden> for {service.name}</VisuallyHidden>
            </Link>
          ),
        },
      ]}
    />
  );
}
