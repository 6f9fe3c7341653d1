import { formatMoney, type DoctorCard } from '@labshop/shared-contracts/core';
import { meetingTypesInWords } from './meeting-types';
import styles from './doctor-card.module.css';

export function ServicesPanel({ doctor, currency }: { doctor: DoctorCard; currency: string }) {
  if (doctor.services.length === 0) return <p>This doctor has no services listed yet.</p>;
  return (
    <table className={styles.services}>
      <caption className={styles.visuallyHidden}>Services and prices</caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">How</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {doctor.services.map((service) => (
          <tr key={service.id}>
            <th scope="row">{service.name}</th>
            <td>{meetingTypesInWords(service.meetingTypes)}</td>
            <td>{formatMoney(service.priceMinor, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
