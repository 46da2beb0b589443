import type { AgreementTexts } from './agreement-codes.js';

/** The agreements in Spanish, addressing the member as «usted» like every Spanish text of the server. */
export const AGREEMENTS_ES: AgreementTexts = {
  user_agreement: {
    title: 'Acuerdo de usuario',
    content: `<h3>1. Quiénes somos y qué cubre este acuerdo</h3>
<p>Meridian («nosotros», «la plataforma») permite a sus miembros mantener un saldo en USDT, seguir los precios del mercado y usar los productos de trading, minería, intereses y tareas que ofrece la aplicación. Este acuerdo se aplica a toda persona que registre una cuenta de miembro y a todo uso de la aplicación y de sus servicios.</p>
<h3>2. Su cuenta</h3>
<ul>
<li>Debe ser mayor de edad en su lugar de residencia y estar autorizado por la ley local para usar servicios de activos digitales.</li>
<li>Facilite información veraz y mantenga al día su correo electrónico y su número de teléfono: los usamos para enviarle códigos de verificación.</li>
<li>Mantenga en secreto su contraseña de acceso y su contraseña de pago. Todo lo que se haga con ellas se considera hecho por usted. Avise de inmediato a atención al cliente si cree que otra persona las conoce.</li>
<li>Una persona, una cuenta. Las cuentas no se pueden vender, prestar ni transferir.</li>
</ul>
<h3>3. Su dinero</h3>
<p>Cada movimiento de su saldo se registra como un asiento equilibrado en nuestro libro contable, y su saldo nunca baja de cero. Las comisiones, los tipos de interés, los periodos de bloqueo y los pagos se muestran antes de que confirme una operación y no se modifican después para esa operación. Los retiros se envían a la dirección o cuenta que usted indique; compruébela con atención, porque las transferencias en una cadena de bloques no se pueden revertir.</p>
<h3>4. Riesgos</h3>
<p>Los precios de los activos digitales cambian con rapidez y pueden caer a cero. Con los contratos a corto plazo se puede perder todo el importe invertido. Use solo dinero que pueda permitirse perder. Nada de lo que aparece en la aplicación constituye asesoramiento de inversión.</p>
<h3>5. Uso leal</h3>
<ul>
<li>No intente dañar ni sobrecargar la plataforma ni eludir su seguridad, y no use herramientas automatizadas para manejar cuentas.</li>
<li>No use la plataforma para blanquear dinero, cometer fraudes ni para nada ilícito. Podemos pedirle que acredite su identidad y el origen de los fondos, y podemos congelar una cuenta mientras investigamos.</li>
</ul>
<h3>6. Mantenimiento y cambios</h3>
<p>Podemos interrumpir el servicio por mantenimiento; la aplicación le avisará. Podemos modificar este acuerdo; la nueva versión se muestra en la aplicación, y seguir usándola una vez que entre en vigor significa que la acepta. Si no la acepta, puede retirar su saldo y cerrar su cuenta.</p>
<h3>7. Cierre de la cuenta</h3>
<p>Puede cerrar su cuenta en cualquier momento a través de atención al cliente, después de retirar su saldo. Podemos cerrar una cuenta que incumpla este acuerdo; el saldo que legalmente le pertenezca se le devolverá.</p>
<h3>8. Contacto</h3>
<p>Las preguntas sobre este acuerdo se dirigen a atención al cliente, por los canales que figuran en la página de atención al cliente de la aplicación.</p>`,
  },
  privacy_policy: {
    title: 'Política de privacidad',
    content: `<h3>Qué datos recogemos</h3>
<ul>
<li>Los que usted nos da: su nombre de usuario, el correo electrónico y el número de teléfono que añada, su apodo, su foto de perfil, su zona horaria y sus direcciones de retiro.</li>
<li>Los que registra el servicio: su saldo y cada asiento de su libro contable, sus órdenes y los inicios de sesión en su cuenta (hora, dirección IP y navegador).</li>
</ul>
<h3>Para qué los usamos</h3>
<ul>
<li>Para gestionar su cuenta y hacer lo que usted nos pide, como operaciones, depósitos y retiros.</li>
<li>Para proteger su cuenta: enviar códigos de verificación, frenar y detener los intentos de adivinar contraseñas y detectar fraudes.</li>
<li>Para cumplir nuestras obligaciones legales, por ejemplo conservar registros y atender las solicitudes legítimas de las autoridades.</li>
</ul>
<h3>Lo que nunca hacemos</h3>
<p>No vendemos sus datos ni los usamos para publicidad. Las contraseñas se guardan solo como hashes con sal, que no permiten recuperar la contraseña; los tokens de sesión se guardan también solo como hashes.</p>
<h3>Quién más los ve</h3>
<p>Solo los proveedores que necesitamos para prestar el servicio (alojamiento, envío de correos), obligados a usarlos únicamente para ese fin, y las autoridades cuando la ley lo exija.</p>
<h3>Cuánto tiempo los conservamos</h3>
<p>Los datos de la cuenta, mientras la cuenta esté abierta. Los registros contables, durante el tiempo que la ley exija conservar los registros financieros, también después de cerrar la cuenta. Los códigos de verificación y las respuestas de los rompecabezas, solo unos minutos.</p>
<h3>Sus derechos</h3>
<p>Puede ver y corregir su perfil en la aplicación en cualquier momento. A través de atención al cliente puede pedir una copia de sus datos o, cuando la ley lo permita, su eliminación.</p>
<h3>Cambios</h3>
<p>Cuando esta política cambie, la nueva versión se mostrará en la aplicación antes de entrar en vigor.</p>`,
  },
};
